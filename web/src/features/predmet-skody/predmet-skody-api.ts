/** Damaged items of a damage event (spec part 2 §7 'Damaged items'; issue 13 contract 'API'). */
import { queryOptions } from '@tanstack/react-query';
import type { PredmetSkodyCreate, PredmetSkodyUpdate } from '@shared/api/predmet-skody';
import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { callApi } from '@web/lib/api-client';

/** Under ['skodova-udalost-cast', uuid] so every change of the event reads it again (opatrenia-api reloadSkodovaUdalost). */
export const predmetySkodyQuery = (uuid: string, page: number) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'predmet-skody', page],
    queryFn: ({ signal }) => callApi(routes.predmetySkody, { params: { skodovaUdalostId: uuid }, query: { page }, signal }),
    staleTime: 0,
    retry: false,
  });

export const predmetSkodyQuery = (uuid: string, slug: string, predmetSkodyId: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'predmet-skody-detail', predmetSkodyId],
    queryFn: ({ signal }) =>
      callApi(routes.predmetSkody, { params: { skodovaUdalostId: uuid, predmetSkodyKategoria: slug, predmetSkodyId }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The event's place: the GPS default of a new item. */
export const lokalitaQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'predmet-skody-lokalita'],
    queryFn: ({ signal }) => callApi(routes.predmetSkodyLokalita, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

export const vytvoritPredmetSkody = (uuid: string, slug: string, body: PredmetSkodyCreate) =>
  callApi(routes.predmetSkodyCreate, { params: { skodovaUdalostId: uuid, predmetSkodyKategoria: slug }, body });

export const ulozitPredmetSkody = (uuid: string, slug: string, predmetSkodyId: string, body: PredmetSkodyUpdate) =>
  callApi(routes.predmetSkodyUpdate, { params: { skodovaUdalostId: uuid, predmetSkodyKategoria: slug, predmetSkodyId }, body });

export const odstranitPredmetSkody = (predmetSkodyId: string) => callApi(routes.predmetSkodyDelete, { params: { predmetSkodyId } });
