/** Preventive measures of a damage event: the record, the two questions, add and remove (spec part 2 §7 'Preventive measures'). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ciselnikyRoutes } from '../../../../shared/api/ciselniky.routes';
import type { OpatreniaUpdate, OpatrenieDruh } from '../../../../shared/api/opatrenia';
import { opatreniaRoutes as routes } from '../../../../shared/api/opatrenia.routes';
import { callApi } from '../../lib/api-client';

export const opatreniaQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'opatrenia'],
    queryFn: ({ signal }) => callApi(routes.opatrenia, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

/** Active items of code lists for selects (GET /aktivne-ciselniky); under ['ciselniky'], so code-list edits refresh it. */
export const aktivneCiselnikyQuery = (typy: readonly string[]) =>
  queryOptions({
    queryKey: ['ciselniky', 'aktivne', [...typy].sort().join(',')],
    queryFn: ({ signal }) => callApi(ciselnikyRoutes.aktivneCiselniky, { query: { typy: typy.join(',') }, signal }),
    staleTime: 60_000,
  });

/**
 * Every part of the event shares the event's version: after a change the event detail and all its
 * parts are read again (a form opened later must not send an old version).
 */
export const reloadSkodovaUdalost = (queryClient: QueryClient, uuid: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['skodova-udalost', uuid] }),
    queryClient.invalidateQueries({ queryKey: ['skodova-udalost-cast', uuid] }),
  ]);

export const ulozitOtazky = (uuid: string, body: OpatreniaUpdate) => callApi(routes.opatreniaUpdate, { params: { id: uuid }, body });

const POST_ROUTE = {
  pastieri: routes.opatreniePastieri,
  umiestnenieStada: routes.opatrenieUmiestnenieStada,
  ochranneTechnickeZariadenia: routes.opatrenieOchranneTechnickeZariadenia,
  straznePsy: routes.opatrenieStraznePsy,
} as const;

export const pridatOpatrenie = (uuid: string, druh: OpatrenieDruh, body: Record<string, unknown>) =>
  callApi(POST_ROUTE[druh], { params: { skodovaUdalostId: uuid }, body: body as never });

export const odstranitOpatrenie = (uuid: string, opatrenieUuid: string) =>
  callApi(routes.opatrenieDelete, { params: { skodovaUdalostId: uuid, preventivneOpatrenieId: opatrenieUuid } });
