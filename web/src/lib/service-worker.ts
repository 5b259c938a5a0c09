/**
 * Registers the service worker (built by vite-plugin-pwa with Workbox, web/vite.config.ts) once the
 * public area's first screen is shown: workbox-window loads only then, so neither it nor the worker's
 * precache downloads compete with the first screen. Not in dev (there is no worker then) and not where
 * the browser has none.
 */
let started = false;

export function registerServiceWorker(): void {
  if (started || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
