/** Injured parties: queries of the owner's party, search, premises, one party, history (spec part 1 §7 'Injured parties'). */
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoskodenyBody, PoskodenyUpdateBody } from '@shared/api/poskodeni';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';
import { type PoskodenyOwner, ownerDetailQueryKey, ownerQueryKey } from './owner';

export const ownerPoskodenyQuery = (o: PoskodenyOwner) =>
  queryOptions({
    queryKey: ownerQueryKey(o),
    queryFn: ({ signal }) => callApi(o.kind === 'oznamenie' ? routes.oznameniePoskodeny : routes.skodovaUdalostPoskodeny, { params: { id: o.uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

export const poskodenyQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['poskodeny', uuid],
    queryFn: ({ signal }) => callApi(routes.poskodeny, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: ['poskodeni', 'hladat', text],
    queryFn: ({ signal }) => callApi(routes.poskodeni, { query: { searchTokens: text }, signal }),
    staleTime: 10_000,
  });

export const prevadzkyQuery = (ico: string) =>
  queryOptions({
    queryKey: ['poskodeni', 'prevadzky', ico],
    queryFn: ({ signal }) => callApi(routes.poskodeniPrevadzky, { query: { ico }, signal }),
    staleTime: 0,
  });

export interface HistoriaSearch {
  page: number;
  sortBy: 'datumVznikuSkody' | 'kod' | 'stav' | 'katastralneUzemie';
  sortDirection: 'ASC' | 'DESC';
}
export const historiaQuery = (uuid: string, s: HistoriaSearch) =>
  queryOptions({
    queryKey: ['poskodeny', uuid, 'historia', s],
    queryFn: ({ signal }) => callApi(routes.poskodenyHistoria, { params: { poskodenyId: uuid }, query: s, signal }),
    staleTime: 0,
  });

/** The owner's party and the owner's detail (which shows the party) are read again. */
async function reloadOwner(queryClient: QueryClient, o: PoskodenyOwner) {
  await queryClient.invalidateQueries({ queryKey: ownerQueryKey(o) });
  await queryClient.invalidateQueries({ queryKey: ownerDetailQueryKey(o) });
}

/** PUT …/priradit-poskodeneho (204). */
export function usePriraditPoskodeneho(o: PoskodenyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poskodenyUuid: string) =>
      o.kind === 'oznamenie'
        ? callApi(routes.oznameniePriraditPoskodeneho, { params: { oznamenieId: o.uuid }, body: { uuid: poskodenyUuid } })
        : callApi(routes.skodovaUdalostPriraditPoskodeneho, { params: { skodovaUdalostId: o.uuid }, body: { uuid: poskodenyUuid } }),
    onSuccess: () => reloadOwner(queryClient, o),
  });
}

/** A new party, assigned to the owner at once. */
export function useVytvoritPoskodeneho(o: PoskodenyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoskodenyBody) =>
      callApi(o.kind === 'oznamenie' ? routes.oznamenieVytvoritPoskodeneho : routes.skodovaUdalostVytvoritPoskodeneho, { params: { id: o.uuid }, body }),
    onSuccess: () => reloadOwner(queryClient, o),
  });
}

/** Edit of a party (with its version); its detail takes the answer. */
export function useUpravitPoskodeneho(o: PoskodenyOwner, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoskodenyUpdateBody) => callApi(routes.poskodenyUpravit, { params: { id: uuid }, body: body as never }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['poskodeny', saved.uuid], saved);
      await reloadOwner(queryClient, o);
    },
  });
}
