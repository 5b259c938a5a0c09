/**
 * The service worker's side of Background Sync (background-sync.ts): the same send queue the page runs,
 * with nothing to navigate. A send that still has no signal rejects, so that the browser tries the sync
 * again later (Chromium: after about 5 and 15 minutes, then on the next opening of the wizard as today).
 * A report sent here shows its code once on the next opening (device-wizard.ts's unseenSentCode), and a
 * tab left open follows it through the device store's change notices.
 */
import { setApiNavigation } from '@web/lib/api-client';
import { sendQueue } from './send-queue';

export class StillWaiting extends Error {
  constructor() {
    super('The report waits on the device: no signal yet');
    this.name = 'StillWaiting';
  }
}

export async function sendInBackground(): Promise<void> {
  // the public wizard's routes answer neither 401 nor 403; should one, there is no page to take elsewhere
  setApiNavigation({ toLogin: () => undefined, to: () => undefined, currentPath: () => '/' });
  const result = await sendQueue();
  if (result.kind === 'waiting') throw new StillWaiting();
}
