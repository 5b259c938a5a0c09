/**
 * Photos and attachments of any owner (spec part 1 §7 'Notification files', part 2 §7 'Files of an
 * event'): the lists, downloads, attaching and removing through the owner's routes, and the
 * owner-agnostic temporary uploads. Each change refreshes the list it changes.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@shared/api/route';
import type { PrilohaType } from '@shared/api/subory';
import { OWNER_FILE_ROUTES, suboryRoutes } from '@shared/api/subory.routes';
import { postPresigned } from '@web/components/upload/presigned-post';
import { callApi, toApiError, toQueryString } from '@web/lib/api-client';
import { SUBOR_OWNER_KINDS, type SuborOwner } from './owner';

const ownerRoutes = (o: SuborOwner) => OWNER_FILE_ROUTES[SUBOR_OWNER_KINDS[o.kind].vlastnik];
const listKey = (o: SuborOwner, list: 'fotografie' | 'prilohy') => [SUBOR_OWNER_KINDS[o.kind].detailKey, o.uuid, list] as const;

export const fotografieQuery = (o: SuborOwner) =>
  queryOptions({
    queryKey: listKey(o, 'fotografie'),
    queryFn: ({ signal }) => callApi(ownerRoutes(o).fotografie, { params: { id: o.uuid }, signal }),
    staleTime: 0,
  });

export const prilohyQuery = (o: SuborOwner) =>
  queryOptions({
    queryKey: listKey(o, 'prilohy'),
    queryFn: ({ signal }) => callApi(ownerRoutes(o).prilohy, { params: { id: o.uuid }, signal }),
    staleTime: 0,
  });

/** Download URLs (the server answers with a redirect to the file, saved under its name). */
export const fotografiaUrl = (o: SuborOwner, fileId: string) => buildPath(ownerRoutes(o).fotografiaDownload.path, { id: o.uuid, fileId });
export const nahladUrl = (o: SuborOwner, fileId: string) => buildPath(ownerRoutes(o).fotografiaNahlad.path, { id: o.uuid, fileId });
export const prilohaUrl = (o: SuborOwner, fileId: string) => buildPath(ownerRoutes(o).prilohaDownload.path, { id: o.uuid, fileId });

/** Removing a photo or an attachment; the list is refetched before the promise resolves. */
export function useRemoveFile(o: SuborOwner, list: 'fotografie' | 'prilohy') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      callApi(list === 'fotografie' ? ownerRoutes(o).fotografiaRemove : ownerRoutes(o).prilohaRemove, { params: { id: o.uuid, fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(o, list) }),
  });
}

/** Attaching the ready files of an upload session; the list is refetched before the promise resolves. */
export function useAttachFiles(o: SuborOwner, list: 'fotografie' | 'prilohy') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, names }: { session: string; names: string[] }): Promise<unknown> =>
      list === 'fotografie'
        ? callApi(ownerRoutes(o).fotografiaAttach, { params: { id: o.uuid }, query: { uploadSessionUuid: session }, body: { fotografie: names } })
        : callApi(ownerRoutes(o).prilohaAttach, { params: { id: o.uuid }, query: { uploadSessionUuid: session }, body: { prilohy: names } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(o, list) }),
  });
}

/** Uploads one file of an upload session straight to S3 (presigned POST); resolves with its temporary name. */
export function uploadTempFile(list: 'fotografie' | 'prilohy', uploadSessionUuid: string) {
  return async (file: File, contentType: string, onProgress: (f: number) => void, signal: AbortSignal): Promise<string> => {
    const query = { uploadSessionUuid };
    const target =
      list === 'fotografie'
        ? await callApi(suboryRoutes.fotografiaTempUpload, { query, body: { filename: file.name, contentType: contentType as 'image/jpeg' | 'image/png', size: file.size }, signal })
        : await callApi(suboryRoutes.prilohaTempUpload, { query, body: { filename: file.name, contentType: contentType as PrilohaType, size: file.size }, signal });
    await postPresigned(target.url, target.fields, file, onProgress, signal);
    return target.filename;
  };
}

/** Removes a temporary file; resolves only on 204 (spec part 1 §5, part 2 §5). */
export function removeTempFile(list: 'fotografie' | 'prilohy', uploadSessionUuid: string) {
  return async (filename: string): Promise<void> => {
    const url = (list === 'fotografie' ? suboryRoutes.fotografiaTempRemove : suboryRoutes.prilohaTempRemove).path + toQueryString({ uploadSessionUuid, filename });
    const res = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.status === 204) return;
    throw await toApiError(res, 'GET', url);
  };
}
