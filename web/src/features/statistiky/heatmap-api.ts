/** The heatmap points of the filter (POST /api/is/statistiky/heatmap, columnar). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { callApi } from '@web/lib/api-client';
import { filterOf, type StatistikySearch } from './statistiky-search';

export const heatmapQuery = (s: StatistikySearch) => {
  const filter = filterOf(s);
  return queryOptions({
    queryKey: ['statistiky', 'heatmap', JSON.stringify(filter)],
    queryFn: ({ signal }) => callApi(routes.statistikyHeatmap, { body: filter, signal }),
    staleTime: 30_000,
    // the map keeps the previous heat while a new filter's points load
    placeholderData: keepPreviousData,
  });
};
