/** Staff notifications: the list, detail, web data and the changes (spec part 1 §7 'Notifications'); their files: features/subory. */
import { queryOptions } from '@tanstack/react-query';
import type { OznameniaListQuery, OznamenieUpdate } from '@shared/api/oznamenia';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';
import { downloadCsv } from '@web/lib/download-csv';
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

export const createOznamenie = () => callApi(routes.oznamenieCreate);
export const saveOznamenie = (uuid: string, body: OznamenieUpdate) => callApi(routes.oznamenieUpdate, { params: { id: uuid }, body });
export const assignOznamenie = (uuid: string) => callApi(routes.oznamenieAssign, { params: { id: uuid } });
export const cancelOznamenie = (uuid: string) => callApi(routes.oznamenieCancel, { params: { id: uuid } });
export const discardOznamenie = (uuid: string) => callApi(routes.oznamenieDiscard, { params: { id: uuid } });
export const zmenitPriradenie = (uuid: string, uzemnePrislusnePracoviskoId: string) =>
  callApi(routes.oznamenieZmenitPriradenie, { params: { id: uuid }, body: { uzemnePrislusnePracoviskoId } });
/** POST …/oznamenie/{id}/vytvorit-skodova-udalost: the new event's uuid (the notification moves to V_RIESENI; spec part 1 §4 'Nová šk. udalosť'). */
export const createSkodovaUdalostZOznamenia = (uuid: string) => callApi(routes.oznamenieVytvoritSkodovuUdalost, { params: { id: uuid } });
export const pdfUrl = (uuid: string) => `/api/is/oznamenie/${uuid}/export`;

/** 'Export do CSV': the filtered list, saved under the name from content-disposition, with its byte-order mark. */
export function exportCsv(s: OznameniaSearch): Promise<void> {
  const q = listQuery(s);
  return downloadCsv(`${routes.oznameniaExportCsv.path}?page=${q.page}&sortBy=${q.sortBy}&sortDirection=${q.sortDirection}`, filterOf(s), 'oznamenia.csv');
}
