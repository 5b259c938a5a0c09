/**
 * Background Sync (where the browser has it: Chromium-based browsers, so most Android phones): a report
 * waiting on the device is sent by the service worker when the browser sees the signal again, even if no
 * tab of the site is open by then. The page asks for it whenever a send has to wait; the worker runs the
 * same send queue (web/src/sw/sw.ts). Other browsers send on the next opening, on `online`
 * and every half minute while a tab is open (send-queue.ts).
 */
export const SEND_SYNC_TAG = 'evidencia-skod-odoslanie';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the service worker to send what waits once there is signal. Never throws: without it the page's own triggers remain. */
export async function askForBackgroundSend(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike };
    await registration.sync?.register(SEND_SYNC_TAG);
  } catch {
    // permission refused or the feature switched off: the page's own triggers remain
  }
}
