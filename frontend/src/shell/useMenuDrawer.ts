import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useDialogFocus } from '../components/overlay/useDialogFocus';

/**
 * Below the spec's 768 px breakpoint the side menu is a drawer: the header's menu button opens it, and it
 * closes on Escape, on the overlay, and when a link takes the user to another page. While open it holds the
 * focus like a dialog; focus returns to the menu button.
 */
export function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useDialogFocus(drawerRef, { active: open, onEscape: close, initialFocus: 'first-control' });
  // Widening the window past the breakpoint leaves no drawer open behind the static menu.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return { open, close, toggle, drawerRef };
}
