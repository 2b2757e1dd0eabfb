import { registerSW } from 'virtual:pwa-register';

/**
 * The driver app's service worker (vite-plugin-pwa, Workbox): precaches the driver app's shell so it opens with no
 * network. Its scope is /driver-app only; the manager's web app never has a service worker.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Registered once the page has loaded: precaching must not compete with the first load on a slow network.
  void registerSW({ immediate: false });
}
