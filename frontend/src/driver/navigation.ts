import { useSyncExternalStore } from 'react';

/** The driver app's few screens are paths under /driver-app; no router library in its first load. */
export const DRIVER_PATHS = { home: '/driver-app', check: '/driver-app/check', inspection: '/driver-app/inspection' } as const;

const NAVIGATED = 'fleetcheck:navigated';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATED, listener);
  };
}

export const usePath = (): string => useSyncExternalStore(subscribe, () => window.location.pathname.replace(/\/$/, ''));

export function navigate(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** navigator.onLine, kept current by the online and offline events. */
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);
