/** Staff notifications: the list, detail, web data and the changes (spec part 1 §7 'Notifications'); their files: features/subory. */
import { queryOptions } from '@tanstack/react-query';
import type { OznameniaListQuery, OznamenieUpdate } from '../../../../shared/api/oznamenia';
import { routes } from '../../../../shared/api/routes';
import { callApi, toApiError } from '../../lib/api-client';
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
