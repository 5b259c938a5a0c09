/** Settings – organisations: paged list, detail, create, edit, delete (spec part 1 §7 'Organisations'). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizaciaCreate, OrganizaciaSort, OrganizaciaUpdate } from '@shared/api/organizacie';
import { routes } from '@shared/api/routes';
import { callApi } from '@web/lib/api-client';

export interface OrganizacieSearch {
  page: number;
  sortBy: OrganizaciaSort;
  sortDirection: 'ASC' | 'DESC';
}

export const organizaciePagedQuery = (s: OrganizacieSearch) =>
  queryOptions({
    queryKey: ['organizacie', 'paged', s],
    queryFn: ({ signal }) => callApi(routes.organizaciePaged, { query: s, signal }),
    staleTime: 0,
  });

export const organizaciaQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['organizacia', uuid],
    queryFn: ({ signal }) => callApi(routes.organizacia, { params: { id: uuid }, signal }),
    staleTime: 0,
  });

/** Every list and select of organisations. */
const invalidateOrganizacie = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: ['organizacie'] });

export function useVytvoritOrganizaciu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizaciaCreate) => callApi(routes.organizaciaCreate, { body: body as never }),
    onSuccess: () => invalidateOrganizacie(queryClient),
  });
}

/** Saves an organisation (with its version); the detail takes the answer. */
export function useUlozitOrganizaciu(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizaciaUpdate) => callApi(routes.organizaciaUpdate, { params: { id: uuid }, body: body as never }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['organizacia', saved.uuid], saved);
      return invalidateOrganizacie(queryClient);
    },
  });
}

export function useOdstranitOrganizaciu(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.organizaciaDelete, { params: { id: uuid } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['organizacia', uuid] });
      return invalidateOrganizacie(queryClient);
    },
  });
}
