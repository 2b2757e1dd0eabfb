import { Outlet } from '@tanstack/react-router';
import { Footer } from './Footer';
import { FaqPanel } from './FaqPanel';

/** Public routes: no header and no side menu. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <main id="main" className="public-content">
        <Outlet />
      </main>
      <Footer />
      <FaqPanel />
    </div>
  );
}
