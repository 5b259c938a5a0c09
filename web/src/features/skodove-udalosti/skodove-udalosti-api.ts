/** Damage events: the detail query and the changes of tab ŠK. UDALOSŤ (spec part 2 §3). */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { routes } from '@shared/api/routes';
import type { ClenKomisieBody, SkodovaUdalostUpdate } from '@shared/api/skodove-udalosti';
import { callApi } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/browser-time-zone';

export const skodovaUdalostQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost', uuid],
    queryFn: ({ signal }) => callApi(routes.skodovaUdalost, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
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

// Tab ŠK. UDALOSŤ: update, state changes, commission (spec part 2 §3, §4, §7)

/** Commission roles (code list ZARADENIE_CLENA_KOMISIE, with deactivated items for labels). */
export const zaradeniaQuery = queryOptions({
  queryKey: ['ciselniky', 'values', 'ZARADENIE_CLENA_KOMISIE'],
  queryFn: ({ signal }) => callApi(routes.vsetkyCiselniky, { query: { typy: 'ZARADENIE_CLENA_KOMISIE' }, signal }),
  staleTime: 60_000,
});

export const saveSkodovaUdalost = (uuid: string, body: SkodovaUdalostUpdate) => callApi(routes.skodovaUdalostUpdate, { params: { id: uuid }, body });
export const zahoditSkodovuUdalost = (uuid: string) => callApi(routes.skodovaUdalostDiscard, { params: { id: uuid } });
export const zacatSetrenie = (uuid: string) => callApi(routes.skodovaUdalostZacatSetrenie, { params: { id: uuid } });
export const ukoncitSetrenie = (uuid: string) => callApi(routes.skodovaUdalostUkoncitSetrenie, { params: { skodovaUdalostId: uuid } });
export const ziadostPrijata = (uuid: string) => callApi(routes.skodovaUdalostZiadostPrijata, { params: { id: uuid } });
export const rozhodnutieVydane = (uuid: string) => callApi(routes.skodovaUdalostRozhodnuta, { params: { id: uuid } });
export const zmenitPriradenieOu = (uuid: string, uzemnePrislusnyOuId: string) =>
  callApi(routes.skodovaUdalostZmenitPriradenieOu, { params: { skodovaUdalostId: uuid }, body: { uzemnePrislusnyOuId } });
export const pridatClenaKomisie = (uuid: string, body: ClenKomisieBody) => callApi(routes.clenKomisieAdd, { params: { skodovaUdalostId: uuid }, body });
export const odstranitClenaKomisie = (clenKomisieId: string) => callApi(routes.clenKomisieRemove, { params: { clenKomisieId } });

/** 'Export do PDF': the link carries the browser's time zone (spec part 2 §2). */
export const skodovaUdalostPdfUrl = (uuid: string) =>
  `/api/is/skodove-udalosti/${encodeURIComponent(uuid)}/export/?timezone=${encodeURIComponent(browserTimeZone())}`;
