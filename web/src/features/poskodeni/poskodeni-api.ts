/** Injured parties: queries of the owner's party, search, premises, one party, history (spec part 1 §7 'Injured parties'). */
import { queryOptions } from '@tanstack/react-query';
import type { PoskodenyBody } from '@shared/api/poskodeni';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';
import { type PoskodenyOwner, ownerQueryKey } from './owner';

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

export const assignPoskodeny = (o: PoskodenyOwner, poskodenyUuid: string) =>
  o.kind === 'oznamenie'
    ? callApi(routes.oznameniePriraditPoskodeneho, { params: { oznamenieId: o.uuid }, body: { uuid: poskodenyUuid } })
    : callApi(routes.skodovaUdalostPriraditPoskodeneho, { params: { skodovaUdalostId: o.uuid }, body: { uuid: poskodenyUuid } });

export const createPoskodeny = (o: PoskodenyOwner, body: PoskodenyBody) =>
  callApi(o.kind === 'oznamenie' ? routes.oznamenieVytvoritPoskodeneho : routes.skodovaUdalostVytvoritPoskodeneho, { params: { id: o.uuid }, body });
