/** The damage-event list, its CSV export and 'Nová šk. udalosť' (spec part 2 §7 'Damage events'). */
import { queryOptions } from '@tanstack/react-query';
import type { SkodoveUdalostiListQuery } from '@shared/api/skodove-udalosti';
import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { callApi } from '@web/lib/api-client';
import { downloadCsv } from '@web/lib/download-csv';
import { filterOf, type SkodoveUdalostiSearch } from './zoznam-search';

const listQuery = (s: SkodoveUdalostiSearch): SkodoveUdalostiListQuery => ({ page: s.page, sortBy: s.sortBy, sortDirection: s.sortDirection });

export const skodoveUdalostiQuery = (s: SkodoveUdalostiSearch) =>
  queryOptions({
    queryKey: ['skodove-udalosti', 'list', s],
    queryFn: ({ signal }) => callApi(routes.skodoveUdalosti, { query: listQuery(s), body: filterOf(s), signal }),
    staleTime: 0,
  });

export const createSkodovaUdalost = () => callApi(routes.skodovaUdalostCreate);

export function exportCsv(s: SkodoveUdalostiSearch): Promise<void> {
  const q = listQuery(s);
  return downloadCsv(`${routes.skodoveUdalostiExportCsv.path}?page=${q.page}&sortBy=${q.sortBy}&sortDirection=${q.sortDirection}`, filterOf(s), 'skodove-udalosti.csv');
}
