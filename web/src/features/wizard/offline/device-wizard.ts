/**
 * The wizard's operations with the device copy in front of the server: open the draft, save a step,
 * submit, discard, start anew. Each writes the device first, then lets the send queue bring it to the
 * server; with no signal the reporter simply goes on. Where the browser has no IndexedDB (or refuses
 * it, e.g. a full disk) every operation goes straight to the server as before.
 */
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { callApi, isApiError } from '@web/lib/api-client';
import { type DataKrok, type DeviceOutcome, deleteDeviceDraft, hasDeviceStore, readDeviceDraft, readOutcome, type StepErrors, updateDeviceDraft, writeDeviceDraft, writeOutcome } from './device-draft';
import { applyStep, emptyView, type LocalLists } from './local-view';
import { isConnectionFailure, photosGoingUp, type SendResult, sendQueue, serverDraft } from './send-queue';

/** Thrown by saveStep when the server refused the step being saved: its errors belong on this very screen. */
export class StepRefused extends Error {
  constructor(readonly errors: StepErrors) {
    super('step refused');
  }
}

const freshCopy = (view: WebOznamenie) => ({ view, steps: {}, uploadSessionId: view.fileUploadSessionId || null, submitRequested: false, errors: null });

/** A draft from the server, kept on the device from now on; without signal a new one made on the device. */
async function keptOnDevice(load: () => Promise<WebOznamenie>): Promise<WebOznamenie> {
  try {
    const server = await load();
    if (hasDeviceStore()) await writeDeviceDraft(freshCopy(server)).catch(() => undefined);
    return server;
  } catch (e) {
    if (!hasDeviceStore() || !isConnectionFailure(e)) throw e;
    return (await writeDeviceDraft(freshCopy(emptyView()))).view;
  }
}

/**
 * The draft the wizard shows: the device copy when there is one (whatever waits of it is sent behind),
 * else the server's, else – first opening without signal – a new one on the device.
 */
export async function openDraft(signal?: AbortSignal): Promise<WebOznamenie> {
  const device = hasDeviceStore() ? await readDeviceDraft().catch(() => null) : null;
  if (device) {
    void sendQueue().catch(() => undefined);
    return device.view;
  }
  return keptOnDevice(() => serverDraft(signal));
}

/** A new draft after a sent or cancelled one: on the server when there is signal, else on the device. */
export async function startNewDraft(): Promise<WebOznamenie> {
  if (hasDeviceStore()) {
    await deleteDeviceDraft().catch(() => undefined);
    if (await sentOutcome()) await writeOutcome(null);
  }
  return keptOnDevice(() => callApi(routes.webOznamenieVytvorit));
}

/**
 * Saves a step: on the device, then to the server with everything that waits before it. A refusal of
 * this step throws StepRefused; a refusal of an earlier step is returned as `refused` (the wizard opens that step).
 */
export async function saveStep(
  krok: DataKrok,
  body: unknown,
  lists: LocalLists,
  photoNames: ReadonlyMap<string, string>,
  direct: () => Promise<WebOznamenie>,
): Promise<{ view: WebOznamenie; refused?: StepErrors }> {
  // no copy (cleared in another tab meanwhile, or the store failed): straight to the server as before
  const stored = hasDeviceStore()
    ? await updateDeviceDraft((cur) => ({
        ...cur,
        view: applyStep(cur.view, krok, body, lists, photoNames),
        steps: { ...cur.steps, [krok]: { body, synced: false } },
        errors: cur.errors?.krok === krok ? null : cur.errors,
      })).catch(() => null)
    : null;
  if (!stored) return { view: await direct() };
  if (photosGoingUp()) {
    // photos still going up on a weak signal: the reporter goes on from the device's view, as without signal;
    // the queue sends this step after them, and a refusal shows on its step (the others link to it)
    void sendQueue().catch(() => undefined);
    return { view: stored.view };
  }
  const result: SendResult = await sendQueue();
  if (result.kind === 'rejected') {
    if (result.errors.krok === krok) throw new StepRefused(result.errors);
    return { view: stored.view, refused: result.errors };
  }
  if (result.kind === 'synced') return { view: result.view };
  return { view: (await readDeviceDraft())?.view ?? stored.view };
}

/** 'Odoslať oznámenie': marked on the device, sent now if there is signal, else as soon as there is. */
export async function submitDraft(): Promise<SendResult> {
  if (!hasDeviceStore() || !(await readDeviceDraft().catch(() => null))) {
    const { kod } = await callApi(routes.webOznamenieOdoslat);
    return { kind: 'sent', kod };
  }
  await updateDeviceDraft((cur) => ({ ...cur, submitRequested: true, errors: null }));
  return sendQueue();
}

/** 'Zrušiť oznámenie': the device copy goes at once; the server draft is closed now, or when the signal returns. */
export async function discardDraft(): Promise<void> {
  if (!hasDeviceStore()) {
    await callApi(routes.webOznamenieZrusit);
    return;
  }
  await deleteDeviceDraft();
  try {
    await callApi(routes.webOznamenieZrusit);
  } catch (e) {
    if (isConnectionFailure(e)) await writeOutcome({ kind: 'cancelled', at: new Date().toISOString() });
    else if (!(isApiError(e) && e.status === 404)) throw e;
  }
}

/** The last report sent from this device, if its code is still kept. */
async function sentOutcome(): Promise<Extract<DeviceOutcome, { kind: 'sent' }> | null> {
  if (!hasDeviceStore()) return null;
  const outcome = await readOutcome().catch(() => null);
  return outcome?.kind === 'sent' ? outcome : null;
}

/** The report sent from the queue while no confirmation was on screen (the next opening shows it once), else null. */
export async function unseenSentCode(): Promise<string | null> {
  const sent = await sentOutcome();
  return sent && !sent.shown ? sent.kod : null;
}

/** The confirmation with this code is on screen. */
export async function markSentShown(kod: string): Promise<void> {
  const sent = await sentOutcome();
  if (sent?.kod === kod && !sent.shown) await writeOutcome({ ...sent, shown: true });
}

/** The code of a report sent (by any tab) after `since` (an ISO time), else null. */
export async function sentSince(since: string): Promise<string | null> {
  const sent = await sentOutcome();
  return sent && sent.at >= since ? sent.kod : null;
}
