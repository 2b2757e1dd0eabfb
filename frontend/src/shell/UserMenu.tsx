import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../session/ServicesContext';
import { usePanels } from '../components/overlay/PanelStack';
import { useSessionView } from './useSessionUser';
import { ProfilePanel } from './ProfilePanel';
import { leaveOnBehalf } from './leaveOnBehalf';

export function UserMenu() {
  const services = useServices();
  const panels = usePanels();
  const { user, role, actingOnBehalf } = useSessionView();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const backToAdmin = () => leaveOnBehalf(services);

  const name = [user?.lastName, user?.firstName].filter(Boolean).join(' ');
  return (
    <div className="user-menu" ref={rootRef}>
      {actingOnBehalf && (
        <button type="button" className="button" onClick={() => void backToAdmin()}>
          <Trans>Back to Admin Dashboard</Trans>
        </button>
      )}
      <button
        type="button"
        ref={toggleRef}
        className="user-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        // It names the menu only while the menu is there: a reference to no element is invalid.
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {name || <Trans>Account</Trans>}
      </button>
      {open && (
        <ul id={menuId} role="menu" className="user-menu__list">
          {role === 'manager' && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  // The menu item goes with the menu: the toggle is where focus returns when the panel closes.
                  toggleRef.current?.focus();
                  setOpen(false);
                  panels.open('profile', <ProfilePanel />);
                }}
              >
                <Trans>Profile</Trans>
              </button>
            </li>
          )}
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void services.logout()}>
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
