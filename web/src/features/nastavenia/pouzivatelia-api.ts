/** Settings – users: list, detail, synchronisation (spec part 1 §7 'Users'). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pouzivatel, PouzivatelSort, PouzivatelUpdate } from '@shared/api/pouzivatelia';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';
import { mojProfilQuery } from '../profil';

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

/** Synchronisation with the identity provider: the user list is read again. */
export function useSynchronizovat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.synchronizovat),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pouzivatelia'] }),
  });
}

/**
 * A user's rights, flags and organisations; each answer is the user as saved: the detail takes it,
 * the list is read again, and so is the signed-in user's profile when the user is them (the
 * header, navigation and guards follow at once).
 */
export function usePouzivatelZmeny(uuid: string, jeVlastny: boolean) {
  const queryClient = useQueryClient();
  const onSuccess = async (updated: Pouzivatel) => {
    queryClient.setQueryData(['pouzivatel', updated.uuid], updated);
    await queryClient.invalidateQueries({ queryKey: ['pouzivatelia'] });
    if (jeVlastny) await queryClient.invalidateQueries({ queryKey: mojProfilQuery.queryKey });
  };
  return {
    ulozit: useMutation({ mutationFn: (body: PouzivatelUpdate) => callApi(routes.pouzivatelUpdate, { params: { id: uuid }, body }), onSuccess }),
    odobratOrganizaciu: useMutation({
      mutationFn: (organizaciaId: string) => callApi(routes.pouzivatelOdobratOrganizaciu, { params: { id: uuid, organizaciaId } }),
      onSuccess,
    }),
    priraditOrganizaciu: useMutation({
      mutationFn: (organizaciaId: string) => callApi(routes.pouzivatelPriraditOrganizaciu, { params: { id: uuid }, body: { organizaciaId } }),
      onSuccess,
    }),
  };
}
