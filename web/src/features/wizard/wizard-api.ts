/**
 * Public wizard API (spec part 1 §7 'Public wizard'): the caller's draft (anonymous HttpOnly
 * cookie), the lists the form needs, photo upload and removal.
 */
import { queryOptions } from '@tanstack/react-query';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import type { Organizacia } from '@shared/api/organizacie';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import { sortBySk } from '@shared/format/collation';
import { ApiError, callApi, isApiError, toApiError, toQueryString } from '@web/lib/api-client';
import { reportNetworkFailure } from '@web/lib/connection-status';
import { COMMON_TEXTS } from '@web/texts';
import { postPresigned } from '@web/components/upload/presigned-post';

export const DRAFT_KEY = ['webove-oznamenie'] as const;

/** The current draft; none yet (404) → a new one is created, which also sets the draft cookie. */
async function fetchOrCreateDraft(signal?: AbortSignal): Promise<WebOznamenie> {
  try {
    return await callApi(routes.webOznamenie, { signal });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return callApi(routes.webOznamenieVytvorit, { signal });
    throw e;
  }
}

export const draftQuery = () =>
  queryOptions({
    queryKey: DRAFT_KEY,
    queryFn: ({ signal }) => fetchOrCreateDraft(signal),
    // the draft changes only through this tab's saves, which put the answer into the cache
    staleTime: 60_000,
  });

/** Starts a fresh notification (after sending one). */
export const createDraft = () => callApi(routes.webOznamenieVytvorit);

export { type AdresaCiselniky, ciselnikyQuery } from '@web/components/adresa/adresa-ciselniky';

/** Territorially competent workplaces: valid ŠOP SR organisations by name in Slovak collation (spec part 1 §3). */
export const pracoviskaQuery = () =>
  queryOptions({
    queryKey: ['web-organizacie'],
    queryFn: async ({ signal }): Promise<Organizacia[]> => {
      const { organizaciaList } = await callApi(routes.webOrganizacie, { signal });
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

/**
 * Uploads one photo into the draft's upload session: scale it on the device (light-photo.ts, loaded
 * with the first photo), ask for a presigned POST, post the file (with progress), then have the server
 * decode it, so that a file that is not really a photo is refused on that file at once (the server's
 * Slovak reason; the server deletes the file).
 */
export function uploadPhoto(uploadSessionUuid: string) {
  return async (original: File, contentType: string, onProgress: (f: number) => void, signal: AbortSignal): Promise<string> => {
    const { lightPhoto } = await import('@web/components/upload/light-photo');
    const file = await lightPhoto(original);
    signal.throwIfAborted();
    const target = await callApi(routes.webFotografiaUpload, {
      query: { uploadSessionUuid },
      body: { filename: file.name, contentType: contentType as 'image/jpeg' | 'image/png', size: file.size },
      signal,
    });
    await postPresigned(target.url, target.fields, file, onProgress, signal);
    await callApi(routes.webFotografiaOverit, { query: { uploadSessionUuid }, body: { filename: target.filename }, signal });
    return target.filename;
  };
}

/** Removes a temporary photo; resolves only on 204 (spec part 1 §5), otherwise throws. */
export function removePhoto(uploadSessionUuid: string) {
  return async (filename: string): Promise<void> => {
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
  };
}

/** An upload the server refused (400: not a photo, too large, missing): trying the same file again cannot help. */
export const isRefusedUpload = (e: unknown) => isApiError(e) && e.status === 400;

/** The text to show for a failed upload/removal: the server's message, else the client's. */
export function uploadErrorMessage(e: unknown): string | undefined {
  if (isApiError(e)) return e.fieldErrors[0]?.message ?? e.generalErrors[0];
  return undefined;
}
