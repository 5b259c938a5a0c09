/** Code lists: the types, a type's items, one item; mutations refresh what they change (spec part 2 §7 'Code lists'). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CiselnikPolozkaCreate, CiselnikPolozkaSort, CiselnikPolozkaUpdate } from '@shared/api/ciselniky';
import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { buildPath } from '@shared/api/route';
import { callApi } from '@web/lib/api-client';

export interface CiselnikSearch {
  page: number;
  sortBy: CiselnikPolozkaSort;
  sortDirection: 'ASC' | 'DESC';
}

export const ciselnikTypyQuery = (page: number) =>
  queryOptions({
    queryKey: ['ciselniky', 'typy', page],
    queryFn: ({ signal }) => callApi(routes.ciselnikTypy, { query: { page }, signal }),
    staleTime: 5 * 60_000,
  });

export const ciselnikDetailQuery = (typ: string, s: CiselnikSearch) =>
  queryOptions({
    queryKey: ['ciselniky', 'detail', typ, s],
    queryFn: ({ signal }) => callApi(routes.ciselnikDetail, { params: { typ }, query: s, signal }),
    staleTime: 0,
  });

export const ciselnikPolozkaQuery = (typ: string, uuid: string) =>
  queryOptions({
    queryKey: ['ciselniky', 'polozka', typ, uuid],
    queryFn: ({ signal }) => callApi(routes.ciselnikPolozka, { params: { typ, polozkaCiselnikaId: uuid }, signal }),
    staleTime: 0,
  });

/** Items of a (parent) type for a select; all items, so that a deactivated current parent still shows. */
export const ciselnikValuesQuery = (typ: string) =>
  queryOptions({
    queryKey: ['ciselniky', 'values', typ],
    queryFn: ({ signal }) => callApi(routes.vsetkyCiselniky, { query: { typy: typ }, signal }),
    staleTime: 60_000,
  });

/** Everything that shows code-list items: lists, details, selects of the staff and the wizard. */
function useInvalidateCiselniky() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['ciselniky'] }),
      queryClient.invalidateQueries({ queryKey: ['web-ciselniky'] }),
    ]);
}

export function useCreatePolozka(typ: string) {
  const invalidate = useInvalidateCiselniky();
  return useMutation({
    mutationFn: (body: CiselnikPolozkaCreate) => callApi(routes.ciselnikPolozkaCreate, { params: { typ }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useUpdatePolozka(typ: string, uuid: string) {
  const invalidate = useInvalidateCiselniky();
  return useMutation({
    mutationFn: (body: CiselnikPolozkaUpdate) => callApi(routes.ciselnikPolozkaUpdate, { params: { typ, polozkaCiselnikaId: uuid }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useDeletePolozka() {
  const invalidate = useInvalidateCiselniky();
  return useMutation({
    mutationFn: (uuid: string) => callApi(routes.ciselnikPolozkaDelete, { params: { id: uuid } }),
    onSuccess: invalidate,
  });
}

/** The CSV export is a plain download link: the browser takes the file name from content-disposition. */
export const ciselnikCsvHref = (typ: string) => buildPath(routes.ciselnikExportCsv.path, { typ });
