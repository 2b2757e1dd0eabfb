import { useEffect } from 'react';
import { lockBodyScroll } from './scrollLock';

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
