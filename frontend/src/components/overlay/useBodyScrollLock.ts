import { useLayoutEffect } from 'react';
import { lockBodyScroll } from './scrollLock';

// A layout effect: the body is locked and released in the same commit that opens or closes the overlay, not
// after the next paint (a passive effect's cleanup could leave the page unscrollable for a moment once closed).
export function useBodyScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
