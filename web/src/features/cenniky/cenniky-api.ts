/** Price lists: types, a version, versions; mutations refresh what they change (spec part 2 §7 'Price lists'). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CennikNovaVerzia, CennikPridajPolozku, CennikVersionSort } from '@shared/api/cenniky';
import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { ciselnikyRoutes } from '@shared/api/ciselniky.routes';
import { buildPath } from '@shared/api/route';
import { callApi } from '@web/lib/api-client';

export const cennikDetailQuery = (name: string, version?: number) =>
  queryOptions({
    queryKey: ['cenniky', 'detail', name, version ?? 'platna'],
    queryFn: ({ signal }) => callApi(routes.cennikDetail, { params: { cennikName: name }, query: version ? { version } : {}, signal }),
    staleTime: 0,
  });

export interface CennikVersionsSearch {
  page: number;
  sortBy: CennikVersionSort;
  sortDirection: 'ASC' | 'DESC';
}
export const cennikVersionsQuery = (name: string, s: CennikVersionsSearch) =>
  queryOptions({
    queryKey: ['cenniky', 'versions', name, s],
    queryFn: ({ signal }) => callApi(routes.cennikVersions, { params: { cennikName: name }, query: s, signal }),
    staleTime: 0,
  });

/** Items of a code list for the key selects of a new row. */
export const cennikKodyQuery = (typ: string) =>
  queryOptions({
    queryKey: ['ciselniky', 'values', typ],
    queryFn: ({ signal }) => callApi(ciselnikyRoutes.vsetkyCiselniky, { query: { typy: typ }, signal }),
    staleTime: 60_000,
  });

function useInvalidateCenniky() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cenniky'] });
}

export function useNovaVerzia(name: string) {
  const invalidate = useInvalidateCenniky();
  return useMutation({
    mutationFn: (body: CennikNovaVerzia) => callApi(routes.cennikNovaVerzia, { params: { cennikName: name }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useDeleteVerzia(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => callApi(routes.cennikVersionDelete, { params: { cennikName: name }, query: { version } }),
    // the removed version's own detail is not fetched again (the screen showing it navigates away)
    onSuccess: (_, version) =>
      queryClient.invalidateQueries({ queryKey: ['cenniky'], predicate: (q) => !(q.queryKey[1] === 'detail' && q.queryKey[2] === name && q.queryKey[3] === version) }),
  });
}

export function usePridajPolozku(name: string, uuid: string) {
  const invalidate = useInvalidateCenniky();
  return useMutation({
    mutationFn: (body: CennikPridajPolozku) => callApi(routes.cennikPridajPolozku, { params: { cennikName: name, id: uuid }, body: body as never }),
    onSuccess: invalidate,
  });
}

/** The CSV export is a plain download link. */
export const cennikCsvHref = (name: string, version: number) => `${buildPath(routes.cennikExportCsv.path, { cennikName: name })}?version=${version}`;
