/** Preventive measures of a damage event: the record, the two questions, add and remove (spec part 2 §7 'Preventive measures'). */
import { queryOptions } from '@tanstack/react-query';
import type { OpatreniaUpdate, OpatrenieDruh } from '@shared/api/opatrenia';
import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { callApi } from '@web/lib/api-client';
import { useSkodovaUdalostZmena } from '../skodove-udalosti';

export const opatreniaQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'opatrenia'],
    queryFn: ({ signal }) => callApi(routes.opatrenia, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The two questions, saved with the event's version. */
export const useUlozitOtazky = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (body: OpatreniaUpdate) => callApi(routes.opatreniaUpdate, { params: { id: uuid }, body }));

const POST_ROUTE = {
  pastieri: routes.opatreniePastieri,
  umiestnenieStada: routes.opatrenieUmiestnenieStada,
  ochranneTechnickeZariadenia: routes.opatrenieOchranneTechnickeZariadenia,
  straznePsy: routes.opatrenieStraznePsy,
} as const;

export const usePridatOpatrenie = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, ({ druh, body }: { druh: OpatrenieDruh; body: Record<string, unknown> }) =>
    callApi(POST_ROUTE[druh], { params: { skodovaUdalostId: uuid }, body: body as never }),
  );

/** Removal: the event is read again also when it is refused (someone else's change came first). */
export const useOdstranitOpatrenie = (uuid: string) =>
  useSkodovaUdalostZmena(
    uuid,
    (opatrenieUuid: string) => callApi(routes.opatrenieDelete, { params: { skodovaUdalostId: uuid, preventivneOpatrenieId: opatrenieUuid } }),
    { alsoAfterError: true },
  );
