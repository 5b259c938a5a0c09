/**
 * Brings the copy kept on the device (device-draft.ts) to the server, exactly once and in order:
 * the photos through the same presigned uploads, the steps into the server draft one after another,
 * and – when the reporter pressed 'Odoslať oznámenie' – the existing idempotent submit. It runs after
 * every save, when the browser or the connection check says the signal is back, every half minute
 * while something waits, and on the next opening of the wizard. One Web Lock makes two tabs (and a
 * flapping connection that starts it twice) take turns: the second finds the work done. A submit
 * whose answer was lost is simply asked again: the server answers with the same code.
 */
import type { WebOznamenie } from '@shared/api/web-oznamenie';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { ApiError, callApi, isApiError } from '@web/lib/api-client';
import { UploadHttpError } from '@web/components/upload/presigned-post';
import { askForBackgroundSend } from './background-sync';
import { sendPhoto } from './photo-upload';
import {
  DATA_KROKY,
  type DataKrok,
  type DeviceDraft,
  type DevicePhoto,
  deleteDeviceDraft,
  getDevicePhoto,
  hasDeviceStore,
  putDevicePhoto,
  readDeviceDraft,
  readOutcome,
  type StepErrors,
  updateDeviceDraft,
  writeOutcome,
} from './device-draft';
import { devicePhotoId, devicePhotoName, isDevicePhotoName } from './local-view';

export type SendResult =
  /** nothing waits on the device */
  | { kind: 'idle' }
  /** every step is on the server; the view is the server's */
  | { kind: 'synced'; view: WebOznamenie }
  | { kind: 'sent'; kod: string }
  /** no signal (or the server is unwell): it waits on the device and is tried again */
  | { kind: 'waiting' }
  /** the server refused a step: shown on that step */
  | { kind: 'rejected'; errors: StepErrors };

const STEP_ROUTES = {
  UDAJE_O_SKODE: routes.webOznamenieUdajeOSkode,
  UDAJE_O_POSKODENOM: routes.webOznamenieUdajeOPoskodenom,
  KONTAKTNE_INFORMACIE: routes.webOznamenieKontaktneInformacie,
} as const satisfies Record<DataKrok, unknown>;

const LOCK = 'evidencia-skod-odoslanie';

/** No answer, a timeout, a server error or a rate limit: trying later can help. */
export function isConnectionFailure(e: unknown): boolean {
  if (e instanceof UploadHttpError) return e.status === 0 || e.status === 408 || e.status >= 500;
  return isApiError(e) && (e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500);
}

/** One at a time across tabs (Web Locks); a browser without them still runs one at a time per name in this tab. */
const localChains = new Map<string, Promise<unknown>>();
function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, work) as Promise<T>;
  const run = (localChains.get(name) ?? Promise.resolve()).then(work, work);
  localChains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

const pending = (d: DeviceDraft) => d.submitRequested || DATA_KROKY.some((k) => d.steps[k] && !d.steps[k]?.synced);
const allStepsSynced = (d: DeviceDraft) => DATA_KROKY.every((k) => !d.steps[k] || d.steps[k]?.synced);

/** The server's view with the steps still waiting on the device laid over it; photo names as the device knows them. */
function mergeView(d: DeviceDraft, server: WebOznamenie, photos: readonly DevicePhoto[]): WebOznamenie {
  const byServerName = new Map(photos.filter((p) => p.serverName && p.uploadSessionId === server.fileUploadSessionId).map((p) => [p.serverName as string, p]));
  const skoda = server.udajeOSkode && {
    ...server.udajeOSkode,
    fotografie: server.udajeOSkode.fotografie.map((f) => {
      const p = byServerName.get(f.filename);
      return p ? { filename: devicePhotoName(p.id), nazov: p.nazov } : f;
    }),
  };
  const waiting = (k: DataKrok) => Boolean(d.steps[k] && !d.steps[k]?.synced);
  return {
    ...server,
    krok: DATA_KROKY.some(waiting) ? d.view.krok : server.krok,
    udajeOSkode: waiting('UDAJE_O_SKODE') ? d.view.udajeOSkode : skoda,
    udajeOPoskodenom: waiting('UDAJE_O_POSKODENOM') ? d.view.udajeOPoskodenom : server.udajeOPoskodenom,
    kontaktneInformacie: waiting('KONTAKTNE_INFORMACIE') ? d.view.kontaktneInformacie : server.kontaktneInformacie,
  };
}

/** Photos going up right now (from the step-1 form or the queue): the wizard moves on without waiting for them. */
const photosUploading = new Set<string>();
export const photosGoingUp = () => photosUploading.size > 0;
const photoListeners = new Set<() => void>();
/** Calls `listener` whenever a photo starts or ends going up (for useSyncExternalStore); returns the unsubscribe. */
export function subscribePhotosGoingUp(listener: () => void): () => void {
  photoListeners.add(listener);
  return () => photoListeners.delete(listener);
}
const photoUploading = (id: string, going: boolean) => {
  if (going) photosUploading.add(id);
  else photosUploading.delete(id);
  for (const listener of photoListeners) listener();
};

/** Photos kept on the device that have not reached the server yet (their tag says so). */
const waitingPhotos = new Set<string>();
/** Kept on the device and not (yet) on the server: waiting for the signal, or still going up after the reporter went on. */
export const isPhotoWaiting = (name: string) => waitingPhotos.has(name) || (isDevicePhotoName(name) && photosUploading.has(devicePhotoId(name)));
export const markPhotoWaiting = (name: string) => void waitingPhotos.add(name);

/** Notes which of these photos (after a reload) are kept on the device only. */
export async function findWaitingPhotos(names: readonly string[]): Promise<void> {
  for (const name of names.filter(isDevicePhotoName)) {
    const photo = await getDevicePhoto(devicePhotoId(name)).catch(() => null);
    if (photo && !photo.serverName) waitingPhotos.add(name);
  }
}

/** A kept photo on the server in `session`: uploaded (and checked by the server) unless it already is; its server name. */
export async function uploadDevicePhoto(id: string, session: string, onProgress: (f: number) => void = () => undefined, signal?: AbortSignal): Promise<string> {
  return exclusive(`${LOCK}-foto-${id}`, async () => {
    const photo = await getDevicePhoto(id);
    if (!photo) throw new ApiError(400, [], [{ fieldName: 'fotografie', message: PHOTO_GONE }]);
    if (photo.refusal) throw new ApiError(400, [], [{ fieldName: 'fotografie', message: `${photo.nazov}: ${photo.refusal}` }]);
    if (photo.serverName && photo.uploadSessionId === session) return photo.serverName;
    photoUploading(id, true);
    try {
      const serverName = await sendPhoto(session, photo.blob, photo.nazov, photo.contentType, onProgress, signal);
      // the reporter may have removed it meanwhile: then the server copy only waits for the bucket's one-day rule
      if (await getDevicePhoto(id)) await putDevicePhoto({ ...photo, serverName, uploadSessionId: session });
      waitingPhotos.delete(devicePhotoName(id));
      return serverName;
    } finally {
      photoUploading(id, false);
    }
  });
}
const PHOTO_GONE = 'Fotografia sa v zariadení už nenachádza. Pridajte ju znova.';

async function serverBody(body: unknown, session: string): Promise<unknown> {
  const b = body as { fotografie?: string[] };
  if (!b.fotografie?.some(isDevicePhotoName)) return body;
  const fotografie: string[] = [];
  for (const name of b.fotografie) fotografie.push(isDevicePhotoName(name) ? await uploadDevicePhoto(devicePhotoId(name), session) : name);
  return { ...b, fotografie };
}

async function keptPhotos(d: DeviceDraft): Promise<DevicePhoto[]> {
  const names = ((d.steps.UDAJE_O_SKODE?.body as { fotografie?: string[] } | undefined)?.fotografie ?? []).filter(isDevicePhotoName);
  const photos = await Promise.all(names.map((n) => getDevicePhoto(devicePhotoId(n))));
  return photos.filter((p): p is DevicePhoto => p !== null);
}

/** The server draft of this browser, made anew when it has none (its cookie expired or was never set). */
export async function serverDraft(signal?: AbortSignal): Promise<WebOznamenie> {
  try {
    return await callApi(routes.webOznamenie, { signal });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return callApi(routes.webOznamenieVytvorit, { signal });
    throw e;
  }
}

async function sendOnce(attempt = 0): Promise<SendResult> {
  const outcome = await readOutcome();
  if (outcome?.kind === 'cancelled') {
    // 'Zrušiť oznámenie' without signal: the server draft is closed before anything else goes
    await callApi(routes.webOznamenieZrusit).catch((e: unknown) => {
      if (!(isApiError(e) && e.status === 404)) throw e;
    });
    await writeOutcome(null);
  }
  let d = await readDeviceDraft();
  if (!d) return outcome?.kind === 'sent' ? { kind: 'sent', kod: outcome.kod } : { kind: 'idle' };
  if (!pending(d)) return { kind: 'idle' };

  let view = d.view;
  // Every step already went (a submit whose answer was lost ends here): only the submit is left.
  if (!(d.submitRequested && allStepsSynced(d) && d.uploadSessionId)) {
    const server = await serverDraft();
    if (server.fileUploadSessionId !== d.uploadSessionId) {
      // a server draft this copy has not been sent to (the first signal, or the old one expired): send every step to it
      const session = server.fileUploadSessionId;
      d = await updateDeviceDraft((cur) => ({
        ...cur,
        uploadSessionId: session,
        steps: Object.fromEntries(Object.entries(cur.steps).map(([k, s]) => [k, { ...s, synced: false }])),
      }));
      if (!d) return { kind: 'idle' };
    }
    view = mergeView(d, server, await keptPhotos(d));
    for (const krok of DATA_KROKY) {
      const step = d.steps[krok];
      if (!step || step.synced) continue;
      const session = d.uploadSessionId as string;
      let answer: WebOznamenie;
      try {
        answer = await callApi(STEP_ROUTES[krok], { body: (await serverBody(step.body, session)) as never });
      } catch (e) {
        if (isApiError(e) && e.status === 404 && attempt === 0) {
          // the server draft closed meanwhile (expired, or cancelled in another browser): start a new one with everything
          await updateDeviceDraft((cur) => ({ ...cur, uploadSessionId: null }));
          return sendOnce(1);
        }
        if (isApiError(e) && !isConnectionFailure(e)) return reject(krok, e);
        throw e;
      }
      const sentBody = JSON.stringify(step.body);
      const photos = await keptPhotos(d);
      d = await updateDeviceDraft((cur) => {
        // the reporter may have saved this step again meanwhile: that newer body still waits
        const same = JSON.stringify(cur.steps[krok]?.body) === sentBody;
        const steps = same ? { ...cur.steps, [krok]: { body: cur.steps[krok]?.body, synced: true } } : cur.steps;
        const next = { ...cur, steps, errors: cur.errors?.krok === krok ? null : cur.errors };
        return { ...next, view: mergeView(next, answer, photos) };
      });
      if (!d) return { kind: 'idle' };
      view = d.view;
    }
  }
  if (!d.submitRequested) return { kind: 'synced', view };

  let kod: string;
  try {
    ({ kod } = await callApi(routes.webOznamenieOdoslat));
  } catch (e) {
    if (isApiError(e) && e.status === 404 && attempt === 0) {
      await updateDeviceDraft((cur) => ({ ...cur, uploadSessionId: null }));
      return sendOnce(1);
    }
    if (isApiError(e) && !isConnectionFailure(e)) {
      const field = e.fieldErrors[0]?.fieldName;
      return reject(field === 'gdprSuhlas' ? 'KONTAKTNE_INFORMACIE' : 'UDAJE_O_SKODE', e);
    }
    throw e;
  }
  await writeOutcome({ kind: 'sent', kod, at: new Date().toISOString() });
  await deleteDeviceDraft();
  return { kind: 'sent', kod };
}

async function reject(krok: DataKrok, e: ApiError): Promise<SendResult> {
  const errors: StepErrors = { krok, generalErrors: e.generalErrors, fieldErrors: e.fieldErrors };
  // nothing more goes until the reporter has corrected the step (and, for the submit, pressed it again)
  await updateDeviceDraft((cur) => ({ ...cur, errors, submitRequested: false }));
  return { kind: 'rejected', errors };
}

/**
 * Sends what waits on the device. Never throws for a missing signal: the answer is 'waiting' and the
 * copy stays. Errors of the device store itself are thrown (the caller falls back to the network).
 */
export async function sendQueue(): Promise<SendResult> {
  if (!hasDeviceStore()) return { kind: 'idle' };
  const result = await exclusive(LOCK, async () => {
    try {
      return await sendOnce();
    } catch (e) {
      if (isConnectionFailure(e)) return { kind: 'waiting' } as const;
      throw e;
    }
  });
  for (const l of resultListeners) l(result);
  if (result.kind === 'waiting') scheduleRetry();
  return result;
}

// ── when to try again ──
const RETRY_MS = 30_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const resultListeners = new Set<(r: SendResult) => void>();

function scheduleRetry() {
  // the service worker (no window) leaves retrying to the browser's Background Sync
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  void askForBackgroundSend();
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendQueue().catch(() => undefined);
  }, RETRY_MS);
}

/** Hears every result of this tab's sends (the wizard shows the code or the refused step). */
export function onSendResult(listener: (r: SendResult) => void): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}

let watching = false;
/** Starts sending on the next opening, when the signal returns and when the page becomes visible again; once per tab. */
export function watchSendQueue(subscribeOnline: (l: () => void) => () => void, isOffline: () => boolean): void {
  if (watching || typeof window === 'undefined' || !hasDeviceStore()) return;
  watching = true;
  const kick = () => void sendQueue().catch(() => undefined);
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
  subscribeOnline(() => {
    if (!isOffline()) kick();
  });
  kick();
}
