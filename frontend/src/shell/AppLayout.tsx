import { Outlet } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { Footer } from './Footer';
import { FaqPanel } from './FaqPanel';
import { useSessionView } from './useSessionUser';
import { useServices } from '../session/ServicesContext';
import { useSessionPoll } from '../session/useSessionPoll';

/** Signed-in pages: header, side menu (once registration is complete, or for admins) and footer. */
export function AppLayout() {
  const services = useServices();
  useSessionPoll(services);
  const { user, role, registerComplete } = useSessionView();
  const showMenu = registerComplete || role === 'admin';
  return (
    <div className={`app-layout${showMenu ? '' : ' app-layout--registering'}`}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {showMenu && <SideMenu role={role} companyName={user?.companyName} />}
      <div className="app-layout__main">
        <Header />
        <main id="main" className="app-content">
          <Outlet />
        </main>
        <Footer />
      </div>
      <FaqPanel />
    </div>
  );
}
