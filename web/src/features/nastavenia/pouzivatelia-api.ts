/** Settings – users: list, detail, synchronisation (spec part 1 §7 'Users'). */
import { queryOptions } from '@tanstack/react-query';
import type { PouzivatelSort } from '@shared/api/pouzivatelia';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';

export interface PouzivateliaSearch {
  page: number;
  sortBy: PouzivatelSort;
  sortDirection: 'ASC' | 'DESC';
  hladat: string;
}

export const pouzivateliaQuery = (s: PouzivateliaSearch) =>
  queryOptions({
    queryKey: ['pouzivatelia', s],
    queryFn: ({ signal }) =>
      callApi(routes.pouzivatelia, {
        query: { page: s.page, sortBy: s.sortBy, sortDirection: s.sortDirection, searchTokens: s.hladat.trim() || undefined },
        signal,
      }),
    staleTime: 0,
  });

export const pouzivatelQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['pouzivatel', uuid],
    queryFn: ({ signal }) => callApi(routes.pouzivatel, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export const synchronizaciaQuery = queryOptions({
  queryKey: ['pouzivatelia', 'synchronizacia'],
  queryFn: ({ signal }) => callApi(routes.synchronizacia, { signal }),
  staleTime: 0,
});

/** Valid organisations for the assign select. */
export const platneOrganizacieQuery = queryOptions({
  queryKey: ['organizacie', 'platne'],
  queryFn: ({ signal }) => callApi(routes.organizacie, { query: { platnyOnly: 'true' }, signal }),
  staleTime: 0,
});

export const synchronizovat = () => callApi(routes.synchronizovat);
