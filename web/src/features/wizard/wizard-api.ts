/**
 * Public wizard API (spec part 1 §7 'Public wizard'): the caller's draft (anonymous HttpOnly
 * cookie), the lists the form needs, photo upload and removal.
 */
import { queryOptions } from '@tanstack/react-query';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { verejneRoutes } from '@shared/api/verejne.routes';
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import type { Organizacia } from '@shared/api/organizacie';
import { sortBySk } from '@shared/format/collation';
import { ApiError, callApi, isApiError, toApiError, toQueryString } from '@web/lib/api-client';
import { reportNetworkFailure } from '@web/lib/connection-status';
import { COMMON_TEXTS } from '@web/texts';
import { deleteDevicePhoto, getDevicePhoto, hasDeviceStore, putDevicePhoto, readDeviceDraft } from './offline/device-draft';
import { openDraft, startNewDraft } from './offline/device-wizard';
import { devicePhotoId, devicePhotoName, isDevicePhotoName } from './offline/local-view';
import { isConnectionFailure, markPhotoWaiting, uploadDevicePhoto } from './offline/send-queue';
import { sendPhoto } from './offline/photo-upload';

export const DRAFT_KEY = ['webove-oznamenie'] as const;

export const draftQuery = () =>
  queryOptions({
    queryKey: DRAFT_KEY,
    // the copy on the device first (offline/device-wizard.ts): the wizard opens with no signal too
    queryFn: ({ signal }) => openDraft(signal),
    // the draft changes only through this tab's saves, which put the answer into the cache
    staleTime: 60_000,
    // openDraft works with no signal (the device copy, or a new one on the device): never wait for Query's
    // 'online' – after the browser's offline event it would hold every step's loader until the signal returns
    networkMode: 'always',
  });

/** Starts a fresh notification (after sending or cancelling one). */
export const createDraft = () => startNewDraft();

export { type AdresaCiselniky, ciselnikyQuery } from '@web/components/adresa/adresa-ciselniky';

/** Territorially competent workplaces: valid ŠOP SR organisations by name in Slovak collation (spec part 1 §3). */
export const pracoviskaQuery = () =>
  queryOptions({
    queryKey: ['web-organizacie'],
    queryFn: async ({ signal }): Promise<Organizacia[]> => {
      const { organizaciaList } = await callApi(verejneRoutes.webOrganizacie, { signal });
      return sortBySk(
        organizaciaList.filter((o) => o.typ === 'SOP' && o.platnost),
        (o) => o.nazov,
      );
    },
    staleTime: 60 * 60_000,
  });

/** IČO search (spec part 1 §5: ≥ 3 characters, the words of the typed text). */
export const subjektyQuery = (text: string) =>
  queryOptions({
    queryKey: ['web-subjekty', text],
    queryFn: ({ signal }) => callApi(routes.webSubjekty, { query: { searchTokens: text }, signal }),
    staleTime: 60_000,
  });

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * The uploader's upload of one photo: scaled on the device (light-photo.ts, loaded with the first photo),
 * kept on the device, and sent at once when there is signal. The name it resolves with is the device's
 * (the send queue puts the server's in its place when the step goes), so the photo survives no signal,
 * a reload and an expired server draft. Without a device store it goes straight to the server as before.
 */
export function uploadPhoto(uploadSessionUuid: string) {
  return async (original: File, contentType: string, onProgress: (f: number) => void, signal: AbortSignal, onKept: (name: string) => void): Promise<string> => {
    const { lightPhoto } = await import('@web/components/upload/light-photo');
    const file = await lightPhoto(original);
    signal.throwIfAborted();
    const id = hasDeviceStore() ? crypto.randomUUID() : null;
    const kept = id !== null && (await putDevicePhoto({ id, nazov: file.name, contentType, blob: file }).then(() => true, () => false));
    if (!id || !kept) return sendPhoto(uploadSessionUuid, file, file.name, contentType, onProgress, signal);
    const session = uploadSessionUuid || (await readDeviceDraft())?.uploadSessionId;
    const name = devicePhotoName(id);
    // safe on the device: the reporter may go on while it goes up (the send queue waits for this upload)
    onKept(name);
    try {
      if (session) await uploadDevicePhoto(id, session, onProgress, signal);
      else markPhotoWaiting(name);
    } catch (e) {
      if (!isAbort(e) && isConnectionFailure(e)) {
        markPhotoWaiting(name);
        return name;
      }
      const photo = isRefusedUpload(e) ? await getDevicePhoto(id) : null;
      // refused while the reporter may already be on the next step: the saved step names it, so its reason stays for the send queue
      if (photo) await putDevicePhoto({ ...photo, refusal: uploadErrorMessage(e) ?? COMMON_TEXTS.serverError });
      else await deleteDevicePhoto(id);
      throw e;
    }
    return name;
  };
}

/** Removes a photo from the server's upload session; resolves only on 204 (spec part 1 §5), otherwise throws. */
async function removeServerPhoto(uploadSessionUuid: string, filename: string): Promise<void> {
  const url = routes.webFotografiaRemove.path + toQueryString({ uploadSessionUuid, filename });
  let res: Response;
  try {
    res = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    reportNetworkFailure();
    throw new ApiError(0, [COMMON_TEXTS.connectionLost]);
  }
  if (res.status === 204) return;
  throw res.ok ? new ApiError(res.status, [COMMON_TEXTS.serverError]) : await toApiError(res, 'GET', url);
}

/**
 * Removes a photo from the list. A photo kept on the device is forgotten there and, when it already went up,
 * removed from the server too; without signal that removal is left to the bucket's one-day rule for
 * temporary uploads (the photo never reaches the report: the step names only the photos on the list).
 */
export function removePhoto(uploadSessionUuid: string) {
  return async (filename: string): Promise<void> => {
    if (!isDevicePhotoName(filename)) return removeServerPhoto(uploadSessionUuid, filename);
    const photo = await getDevicePhoto(devicePhotoId(filename));
    if (photo?.serverName && photo.uploadSessionId) {
      try {
        await removeServerPhoto(photo.uploadSessionId, photo.serverName);
      } catch (e) {
        if (!isConnectionFailure(e) && !(isApiError(e) && e.status === 404)) throw e;
      }
    }
    await deleteDevicePhoto(devicePhotoId(filename));
  };
}

/** An upload the server refused (400: not a photo, too large, missing): trying the same file again cannot help. */
export const isRefusedUpload = (e: unknown) => isApiError(e) && e.status === 400;

/** The text to show for a failed upload/removal: the server's message, else the client's. */
export function uploadErrorMessage(e: unknown): string | undefined {
  if (isApiError(e)) return e.fieldErrors[0]?.message ?? e.generalErrors[0];
  return undefined;
}
