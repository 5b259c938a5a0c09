/**
 * A price list's formula: its parameter versions, the decree's worked cases and the sign-off. Every
 * change answers the whole VzorecDetail, so a mutation puts it straight into the cache (no second
 * request); the items' breakdowns are read fresh on every visit (staleTime 0), so a sign-off shows there too.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VzorecDetail, VzorecNovaVerzia, VzorecOverenieInput, VzorecPripadInput } from '@shared/api/vzorce-overenie';
import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { callApi } from '@web/lib/api-client';

export const vzorecDetailQuery = (name: string) =>
  queryOptions({
    queryKey: ['vzorce', 'detail', name],
    queryFn: ({ signal }) => callApi(routes.vzorecDetail, { params: { cennikName: name }, signal }),
    staleTime: 0,
  });

function useVzorecMutation<V>(name: string, request: (v: V) => Promise<VzorecDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (detail) => queryClient.setQueryData(vzorecDetailQuery(name).queryKey, detail),
    // a 409 means someone else changed the formula: show what is there now
    onError: () => queryClient.invalidateQueries({ queryKey: vzorecDetailQuery(name).queryKey }),
  });
}

export const useVzorecNovaVerzia = (name: string) =>
  useVzorecMutation(name, (body: VzorecNovaVerzia) => callApi(routes.vzorecNovaVerzia, { params: { cennikName: name }, body }));

export const useVzorecPridatPripad = (name: string) =>
  useVzorecMutation(name, (body: VzorecPripadInput) => callApi(routes.vzorecPridatPripad, { params: { cennikName: name }, body }));

export const useVzorecOdstranitPripad = (name: string) =>
  useVzorecMutation(name, (id: string) => callApi(routes.vzorecOdstranitPripad, { params: { cennikName: name, id } }));

export const useVzorecOverenie = (name: string) =>
  useVzorecMutation(name, ({ cislo, body }: { cislo: number; body: VzorecOverenieInput }) =>
    callApi(routes.vzorecOverenie, { params: { cennikName: name, cislo }, body }),
  );
