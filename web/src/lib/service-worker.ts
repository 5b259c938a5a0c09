/**
 * Registers the service worker (built by vite-plugin-pwa with Workbox, web/vite.config.ts) once the
 * public area's first screen is shown, so the worker's precache downloads do not compete with it. Not in
 * dev (there is no worker then) and not where the browser has none.
 *
 * The browser's own register(), not workbox-window: the app listens to none of its update events (a new
 * worker waits for the old tabs to close by itself), and its 2.2 kB gzip would sit on the wizard's first
 * screen, whose budget is 200 kB (web/src/features/wizard/first-screen-budget.test.ts).
 */
let started = false;

export function registerServiceWorker(): void {
  if (started || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
