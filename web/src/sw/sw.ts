/**
 * The service worker of the public area (vite-plugin-pwa builds it with injectManifest: Workbox's own
 * modules for the precache and routing, this file for what generateSW cannot do – Background Sync of a
 * report waiting on the device).
 * - Precache: the public area's files only (web/vite-plugin-public-precache.ts), so that the wizard opens
 *   with no network after one earlier visit; a reporter's phone never downloads the staff screens.
 * - Navigations: the app shell, except the staff area and the server's own paths (never from a cache).
 * - The public code lists and workplaces: shown from the cache at once, refreshed behind. No other API answer
 *   is ever kept (an /api/is answer carries personal data and depends on rights).
 * - A new version waits until every tab of the old one is closed (no skipWaiting): a page never loses its
 *   chunks under it, and the draft lives in IndexedDB, which an update does not touch. On the very first
 *   install the worker takes the open page at once (clientsClaim), so the wizard's later steps come from
 *   its cache if the signal drops halfway.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { sendInBackground } from '@web/features/wizard/offline/background-send';
import { SEND_SYNC_TAG } from '@web/features/wizard/offline/background-sync';
import { isPublicCodeListRequest, SW_NAVIGATE_DENYLIST } from './navigation';

// The worker's own globals, declared here: the project compiles with the DOM library, and TypeScript's
// webworker library cannot be added to one file without changing the DOM types of the whole program.
interface SyncEvent extends Event {
  readonly tag: string;
  readonly lastChance: boolean;
  waitUntil(work: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SW_NAVIGATE_DENYLIST }));
registerRoute(
  ({ url, request }) => isPublicCodeListRequest(url, request.method),
  new StaleWhileRevalidate({ cacheName: 'verejne-ciselniky', plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })] }),
);

self.addEventListener('sync', (event) => {
  if (event.tag === SEND_SYNC_TAG) event.waitUntil(sendInBackground());
});
