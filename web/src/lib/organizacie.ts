/** The staff list of all organisations, read by the notification, damage-event and filter screens. */
import { routes } from '@shared/api/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/** Organisations for the SOP and OÚ selects (staff list of all organisations, kept 5 minutes). */
export const organizacieQuery = queryOptions({
  queryKey: ['organizacie', 'all'],
  queryFn: ({ signal }) => callApi(routes.organizacie, { query: {}, signal }),
  staleTime: 5 * 60_000,
});

/** Territorial workplaces: valid ŠOP SR organisations, by name in Slovak collation (server order). */
export const pracoviskaQuery = queryOptions({
  ...organizacieQuery,
  select: (d) => d.organizaciaList.filter((o) => o.typ === 'SOP'),
});
