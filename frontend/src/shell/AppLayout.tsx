import { Outlet } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { CompanyFooter, Footer } from './Footer';
import { FaqPanel } from './FaqPanel';
import { OnBehalfBanner } from './OnBehalfBanner';
import { useSessionView } from './useSessionUser';
import { useServices } from '../session/ServicesContext';
import { useSessionPoll } from '../session/useSessionPoll';
import { useMenuDrawer } from './useMenuDrawer';

/** Signed-in pages: header, side menu (once registration is complete, or for admins) and footer (the company's, or the operator's). */
export function AppLayout() {
  const services = useServices();
  useSessionPoll(services);
  const { user, role, registerComplete } = useSessionView();
  const showMenu = registerComplete || role === 'admin' || role === 'auditor';
  const drawer = useMenuDrawer();
  return (
    <div className={`app-layout${showMenu ? '' : ' app-layout--registering'}${drawer.open ? ' is-drawer-open' : ''}`}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {showMenu && drawer.open && <div className="drawer-overlay" onClick={drawer.close} />}
      {showMenu && <SideMenu ref={drawer.drawerRef} role={role} companyName={user?.companyName} recordsOnly={user?.recordsOnly === true} />}
      <div className="app-layout__main">
        <OnBehalfBanner />
        <Header menu={showMenu ? { open: drawer.open, toggle: drawer.toggle } : undefined} />
        <main id="main" className="app-content">
          <Outlet />
        </main>
        {/* Spec, layouts: a company's pages show its own contact details; the admin and audit pages the operator's. */}
        {role === 'manager' ? <CompanyFooter companyName={user?.companyName} /> : <Footer />}
      </div>
      <FaqPanel />
    </div>
  );
}
