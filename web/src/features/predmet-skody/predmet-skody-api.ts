/** Damaged items of a damage event (spec part 2 §7 'Damaged items'). */
import { queryOptions } from '@tanstack/react-query';
import type { PredmetSkodyCreate, PredmetSkodyUpdate } from '@shared/api/predmet-skody';
import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { callApi } from '@web/lib/api-client';
import { useSkodovaUdalostZmena } from '../skodove-udalosti';

/** Under ['skodova-udalost-cast', uuid] so every change of the event reads it again (useSkodovaUdalostZmena). */
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

export const useVytvoritPredmetSkody = (uuid: string, slug: string) =>
  useSkodovaUdalostZmena(uuid, (body: PredmetSkodyCreate) => callApi(routes.predmetSkodyCreate, { params: { skodovaUdalostId: uuid, predmetSkodyKategoria: slug }, body }));

export const useUlozitPredmetSkody = (uuid: string, slug: string, predmetSkodyId: string) =>
  useSkodovaUdalostZmena(uuid, (body: PredmetSkodyUpdate) =>
    callApi(routes.predmetSkodyUpdate, { params: { skodovaUdalostId: uuid, predmetSkodyKategoria: slug, predmetSkodyId }, body }),
  );

/** Removal: the event is read again also when it is refused (someone else's change came first). */
export const useOdstranitPredmetSkody = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (predmetSkodyId: string) => callApi(routes.predmetSkodyDelete, { params: { predmetSkodyId } }), { alsoAfterError: true });
