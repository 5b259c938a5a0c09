/** Repeat attacks: the related cases of a record (its detail's panel) and the administrator's parameters. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NastavenieBody } from '@shared/api/opakovane-utoky';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';

export type OpakovanyUtokZaznam = 'oznamenie' | 'skodova-udalost';

export const opakovanyUtokQuery = (zaznam: OpakovanyUtokZaznam, uuid: string) =>
  queryOptions({
    // under the record's own key, so a change of the record (which invalidates it) reads the panel again
    queryKey: [zaznam === 'oznamenie' ? 'oznamenie' : 'skodova-udalost', uuid, 'opakovany-utok'],
    queryFn: ({ signal }) =>
      callApi(zaznam === 'oznamenie' ? routes.oznamenieOpakovanyUtok : routes.skodovaUdalostOpakovanyUtok, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

export const nastavenieQuery = () =>
  queryOptions({
    queryKey: ['opakovane-utoky', 'nastavenie'],
    queryFn: ({ signal }) => callApi(routes.opakovanyUtokNastavenie, { signal }),
    staleTime: 0,
  });

export function useUlozitNastavenie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NastavenieBody) => callApi(routes.opakovanyUtokNastavenieUpdate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(nastavenieQuery().queryKey, saved),
  });
}
