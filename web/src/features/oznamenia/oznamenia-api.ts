/** Staff notifications: the list, detail, web data, photos and the changes (spec part 1 §7 'Notifications'). */
import { queryOptions } from '@tanstack/react-query';
import type { OznameniaListQuery, OznamenieUpdate, PRILOHA_TYPES } from '../../../../shared/api/oznamenia';
import { routes } from '../../../../shared/api/routes';
import { postPresigned } from '../../components/upload/presigned-post';
import { callApi, toApiError, toQueryString } from '../../lib/api-client';
import { filterOf, type OznameniaSearch } from './oznamenia-search';

const listQuery = (s: OznameniaSearch): OznameniaListQuery => ({ page: s.page, sortBy: s.sortBy, sortDirection: s.sortDirection });

export const oznameniaQuery = (s: OznameniaSearch) =>
  queryOptions({
    queryKey: ['oznamenia', 'list', s],
    queryFn: ({ signal }) => callApi(routes.oznamenia, { query: listQuery(s), body: filterOf(s), signal }),
    staleTime: 0,
  });

export const oznamenieQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['oznamenie', uuid],
    queryFn: ({ signal }) => callApi(routes.oznamenie, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export const dataZWebuQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['oznamenie', uuid, 'data-z-webu'],
    queryFn: ({ signal }) => callApi(routes.oznamenieDataZWebu, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export const fotografieQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['oznamenie', uuid, 'fotografie'],
    queryFn: ({ signal }) => callApi(routes.oznamenieFotografie, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

/** Territorial workplaces: valid ŠOP SR organisations, by name in Slovak collation (server order). */
export const pracoviskaQuery = queryOptions({
  queryKey: ['organizacie', 'all'],
  queryFn: ({ signal }) => callApi(routes.organizacie, { query: {}, signal }),
  select: (d) => d.organizaciaList.filter((o) => o.typ === 'SOP'),
  staleTime: 5 * 60_000,
});

export const createOznamenie = () => callApi(routes.oznamenieCreate);
export const saveOznamenie = (uuid: string, body: OznamenieUpdate) => callApi(routes.oznamenieUpdate, { params: { id: uuid }, body });
export const assignOznamenie = (uuid: string) => callApi(routes.oznamenieAssign, { params: { id: uuid } });
export const cancelOznamenie = (uuid: string) => callApi(routes.oznamenieCancel, { params: { id: uuid } });
export const discardOznamenie = (uuid: string) => callApi(routes.oznamenieDiscard, { params: { id: uuid } });
export const zmenitPriradenie = (uuid: string, uzemnePrislusnePracoviskoId: string) =>
  callApi(routes.oznamenieZmenitPriradenie, { params: { id: uuid }, body: { uzemnePrislusnePracoviskoId } });
export const removeFotografia = (uuid: string, fileId: string) => callApi(routes.oznamenieFotografiaRemove, { params: { id: uuid, fileId } });

/** Uploads one photo of an upload session straight to S3 (presigned POST); resolves with its temporary name. */
export function uploadFotografia(uploadSessionUuid: string) {
  return async (file: File, contentType: string, onProgress: (f: number) => void, signal: AbortSignal): Promise<string> => {
    const target = await callApi(routes.oznamenieFotografiaTempUpload, {
      query: { uploadSessionUuid },
      body: { filename: file.name, contentType: contentType as 'image/jpeg' | 'image/png', size: file.size },
      signal,
    });
    await postPresigned(target.url, target.fields, file, onProgress, signal);
    return target.filename;
  };
}

/** Removes a temporary photo; resolves only on 204 (spec part 1 §5). */
export function removeTempFotografia(uploadSessionUuid: string) {
  return async (filename: string): Promise<void> => {
    const url = routes.oznamenieFotografiaTempRemove.path + toQueryString({ uploadSessionUuid, filename });
    const res = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.status === 204) return;
    throw await toApiError(res, 'GET', url);
  };
}

export const attachFotografie = (uuid: string, uploadSessionUuid: string, fotografie: string[]) =>
  callApi(routes.oznamenieFotografiaAttach, { params: { id: uuid }, query: { uploadSessionUuid }, body: { fotografie } });

export const prilohyQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['oznamenie', uuid, 'prilohy'],
    queryFn: ({ signal }) => callApi(routes.oznameniePrilohy, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export function uploadPriloha(uploadSessionUuid: string) {
  return async (file: File, contentType: string, onProgress: (f: number) => void, signal: AbortSignal): Promise<string> => {
    const target = await callApi(routes.oznameniePrilohaTempUpload, {
      query: { uploadSessionUuid },
      body: { filename: file.name, contentType: contentType as keyof typeof PRILOHA_TYPES, size: file.size },
      signal,
    });
    await postPresigned(target.url, target.fields, file, onProgress, signal);
    return target.filename;
  };
}

export function removeTempPriloha(uploadSessionUuid: string) {
  return async (filename: string): Promise<void> => {
    const url = routes.oznameniePrilohaTempRemove.path + toQueryString({ uploadSessionUuid, filename });
    const res = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.status === 204) return;
    throw await toApiError(res, 'GET', url);
  };
}

export const attachPrilohy = (uuid: string, uploadSessionUuid: string, prilohy: string[]) =>
  callApi(routes.oznameniePrilohaAttach, { params: { id: uuid }, query: { uploadSessionUuid }, body: { prilohy } });
export const removePriloha = (uuid: string, fileId: string) => callApi(routes.oznameniePrilohaRemove, { params: { id: uuid, fileId } });
export const prilohaUrl = (uuid: string, fileId: string) => `/api/is/oznamenie/${uuid}/priloha/download/${fileId}`;

export const fotografiaUrl = (uuid: string, fileId: string) => `/api/is/oznamenie/${uuid}/fotografia/${fileId}/download`;
export const nahladUrl = (uuid: string, fileId: string) => `/api/is/oznamenie/${uuid}/fotografia/nahlad/${fileId}/download`;
export const pdfUrl = (uuid: string) => `/api/is/oznamenie/${uuid}/export`;

/** 'Export do CSV': the filtered list, saved under the name from content-disposition, with its byte-order mark. */
export async function exportCsv(s: OznameniaSearch): Promise<void> {
  const q = listQuery(s);
  const url = `${routes.oznameniaExportCsv.path}?page=${q.page}&sortBy=${q.sortBy}&sortDirection=${q.sortDirection}`;
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(filterOf(s)),
  });
  if (!res.ok) throw await toApiError(res, 'POST', url);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'oznamenia.csv';
  // arrayBuffer keeps the BOM that text() would drop
  const blob = new Blob([await res.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
