/** Damage events: the detail query and the changes of tab ŠK. UDALOSŤ (spec part 2 §3). */
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
const reloadSkodovaUdalost = (queryClient: QueryClient, uuid: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['skodova-udalost', uuid] }),
    queryClient.invalidateQueries({ queryKey: ['skodova-udalost-cast', uuid] }),
  ]);

/**
 * A change of the event or of one of its parts (items, measures, statement, proceedings): the event
 * and all its parts are read again after it. `alsoAfterError`: after a refused change too (a removal
 * that someone else's change beat shows the current state).
 */
export function useSkodovaUdalostZmena<TVars, TData>(uuid: string, mutationFn: (vars: TVars) => Promise<TData>, { alsoAfterError = false } = {}) {
  const queryClient = useQueryClient();
  const reload = () => reloadSkodovaUdalost(queryClient, uuid);
  return useMutation({ mutationFn, ...(alsoAfterError ? { onSettled: reload } : { onSuccess: reload }) });
}

// Tab ŠK. UDALOSŤ: update, state changes, commission (spec part 2 §3, §4, §7)

/** Commission roles (code list ZARADENIE_CLENA_KOMISIE, with deactivated items for labels). */
export const zaradeniaQuery = queryOptions({
  queryKey: ['ciselniky', 'values', 'ZARADENIE_CLENA_KOMISIE'],
  queryFn: ({ signal }) => callApi(routes.vsetkyCiselniky, { query: { typy: 'ZARADENIE_CLENA_KOMISIE' }, signal }),
  staleTime: 60_000,
});

/** Saves tab ŠK. UDALOSŤ (with its version); the answer is the event as saved. */
export function useUlozitSkodovuUdalost(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SkodovaUdalostUpdate) => callApi(routes.skodovaUdalostUpdate, { params: { id: uuid }, body }),
    onSuccess: (updated) => queryClient.setQueryData(skodovaUdalostQuery(uuid).queryKey, updated),
  });
}

const STAV_AKCIE = {
  zacatSetrenie: (uuid: string) => callApi(routes.skodovaUdalostZacatSetrenie, { params: { id: uuid } }),
  ukoncitSetrenie: (uuid: string) => callApi(routes.skodovaUdalostUkoncitSetrenie, { params: { skodovaUdalostId: uuid } }),
  ziadostPrijata: (uuid: string) => callApi(routes.skodovaUdalostZiadostPrijata, { params: { id: uuid } }),
  rozhodnutieVydane: (uuid: string) => callApi(routes.skodovaUdalostRozhodnuta, { params: { id: uuid } }),
} as const;
export type StavAkcia = keyof typeof STAV_AKCIE;

/** The list and the linked notification show the event's state too. */
const reloadListAndOznamenie = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['skodove-udalosti'] }), queryClient.invalidateQueries({ queryKey: ['oznamenie'] })]);

/** A state change of the event (spec part 2 §4). */
export function useZmenitStavSkodovejUdalosti(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (akcia: StavAkcia) => STAV_AKCIE[akcia](uuid),
    onSuccess: async () => {
      // the event's parts (measures, statement, proceedings) carry its state and locks: kept copies are dropped, the tabs load them anew
      queryClient.removeQueries({ queryKey: ['skodova-udalost-cast', uuid] });
      await queryClient.invalidateQueries({ queryKey: ['skodova-udalost', uuid] });
      await reloadListAndOznamenie(queryClient);
    },
  });
}

/** Discarding the event: its detail is gone. */
export function useZahoditSkodovuUdalost(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.skodovaUdalostDiscard, { params: { id: uuid } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['skodova-udalost', uuid] });
      await reloadListAndOznamenie(queryClient);
    },
  });
}

/** 'Zmeniť priradenie OÚ': a change of the event like any other (its version moves). */
export const useZmenitPriradenieOu = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (uzemnePrislusnyOuId: string) =>
    callApi(routes.skodovaUdalostZmenitPriradenieOu, { params: { skodovaUdalostId: uuid }, body: { uzemnePrislusnyOuId } }),
  );

/** The commission lives on the event's record: adding or removing a member is a change of the event. */
export const usePridatClenaKomisie = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (body: ClenKomisieBody) => callApi(routes.clenKomisieAdd, { params: { skodovaUdalostId: uuid }, body }));

export const useOdstranitClenaKomisie = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (clenKomisieId: string) => callApi(routes.clenKomisieRemove, { params: { clenKomisieId } }));

/** 'Export do PDF': the link carries the browser's time zone (spec part 2 §2). */
export const skodovaUdalostPdfUrl = (uuid: string) =>
  `/api/is/skodove-udalosti/${encodeURIComponent(uuid)}/export/?timezone=${encodeURIComponent(browserTimeZone())}`;
