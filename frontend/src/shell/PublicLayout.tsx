import { Outlet } from '@tanstack/react-router';
import { Footer } from './Footer';
import { FaqPanel } from './FaqPanel';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';

/** Public routes: no header and no side menu. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      {/* Without a side menu, the language switch sits at the top of public pages, in their banner landmark. */}
      <header className="public-layout__tools">
        <LanguageSwitch />
        {/* The help entry of every public page: the FAQ panel (it opens while the URL hash is set). */}
        <a className="button public-layout__help" href="#help">
          <Trans>Help</Trans>
        </a>
      </header>
      <main id="main" className="public-content">
        <Outlet />
      </main>
      <Footer />
      <FaqPanel />
    </div>
  );
}
