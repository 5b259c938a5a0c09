/** Settings – organisations: paged list, detail, create, edit, delete (spec part 1 §7 'Organisations'). */
import { queryOptions } from '@tanstack/react-query';
import type { OrganizaciaSort } from '@shared/api/organizacie';
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
