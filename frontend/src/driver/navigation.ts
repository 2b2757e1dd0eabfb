import { useSyncExternalStore } from 'react';

/** The driver app's few screens are paths under /driver-app; no router library in its first load. */
export const DRIVER_PATHS = {
  home: '/driver-app',
  check: '/driver-app/check',
  live: '/driver-app/live',
  inspection: '/driver-app/inspection',
} as const;

/** The live confirmation screen of a record (issue 35): a video call, or the phone code (`code`). */
export const livePath = (recordId: string, code = false): string =>
  `${DRIVER_PATHS.live}?record=${encodeURIComponent(recordId)}${code ? '&code=1' : ''}`;

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
/** The address's query ('?record=…'), kept current as usePath is. */
export const useSearch = (): string => useSyncExternalStore(subscribe, () => window.location.search);

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
