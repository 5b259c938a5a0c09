/** Staff notifications: the list, detail, web data and the changes (spec part 1 §7 'Notifications'); their files: features/subory. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
/** Saves the notification's fields (with its version); the answer is the notification as saved. */
export function useUlozitOznamenie(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OznamenieUpdate) => callApi(routes.oznamenieUpdate, { params: { id: uuid }, body }),
    onSuccess: (updated) => queryClient.setQueryData(oznamenieQuery(uuid).queryKey, updated),
  });
}

/** A change whose result the detail shows: the notification is read again after it. */
function useOznamenieZmena<TVars, TData>(uuid: string, mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['oznamenie', uuid] }) });
}

export const usePriraditOznamenie = (uuid: string) => useOznamenieZmena(uuid, () => callApi(routes.oznamenieAssign, { params: { id: uuid } }));

/** POST …/oznamenie/{id}/vytvorit-skodova-udalost: the new event's uuid (the notification moves to V_RIESENI; spec part 1 §4 'Nová šk. udalosť'). */
export const useVytvoritSkodovuUdalost = (uuid: string) => useOznamenieZmena(uuid, () => callApi(routes.oznamenieVytvoritSkodovuUdalost, { params: { id: uuid } }));

export const useZmenitPriradenie = (uuid: string) =>
  useOznamenieZmena(uuid, (uzemnePrislusnePracoviskoId: string) => callApi(routes.oznamenieZmenitPriradenie, { params: { id: uuid }, body: { uzemnePrislusnePracoviskoId } }));

/** Cancelling and discarding: the screen goes back to the list, which loads anew. */
export const useZrusitOznamenie = (uuid: string) => useMutation({ mutationFn: () => callApi(routes.oznamenieCancel, { params: { id: uuid } }) });
export const useZahoditOznamenie = (uuid: string) => useMutation({ mutationFn: () => callApi(routes.oznamenieDiscard, { params: { id: uuid } }) });

export const pdfUrl = (uuid: string) => `/api/is/oznamenie/${uuid}/export`;

/** 'Export do CSV': the filtered list, saved under the name from content-disposition, with its byte-order mark. */
export function exportCsv(s: OznameniaSearch): Promise<void> {
  const q = listQuery(s);
  return downloadCsv(`${routes.oznameniaExportCsv.path}?page=${q.page}&sortBy=${q.sortBy}&sortDirection=${q.sortDirection}`, filterOf(s), 'oznamenia.csv');
}
