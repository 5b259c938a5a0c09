/**
 * The statistics calls of the 'Tabuľka' tab (spec part 1 §7 'Statistics'): the table page, the
 * summary of the whole filter, the chart series, 'Export do CSV' in the browser's time zone and the
 * open-data download (10 km grid, CSV or GeoJSON).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StatistikyListQuery } from '@shared/api/statistiky';
import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { callApi } from '@web/lib/api-client';
import { browserTimeZone } from '@web/lib/browser-time-zone';
import { downloadCsv } from '@web/lib/download-csv';
import { filterOf, type StatistikySearch } from './statistiky-search';

const listQuery = (s: StatistikySearch): StatistikyListQuery => ({ page: s.page, sortBy: s.sortBy, sortDirection: s.sortDirection });

/** The filter part of a query key: the same filter shares the summary and charts across pages and sorts. */
const filterKey = (s: StatistikySearch) => JSON.stringify(filterOf(s));

export const statistikyQuery = (s: StatistikySearch) =>
  queryOptions({
    queryKey: ['statistiky', 'list', s],
    queryFn: ({ signal }) => callApi(routes.statistiky, { query: listQuery(s), body: filterOf(s), signal }),
    staleTime: 0,
  });

export const statistikySumarQuery = (s: StatistikySearch) =>
  queryOptions({
    queryKey: ['statistiky', 'sumar', filterKey(s)],
    queryFn: ({ signal }) => callApi(routes.statistikySumar, { body: filterOf(s), signal }),
    staleTime: 30_000,
  });

export const statistikyGrafyQuery = (s: StatistikySearch) =>
  queryOptions({
    queryKey: ['statistiky', 'grafy', filterKey(s)],
    queryFn: ({ signal }) => callApi(routes.statistikyGrafy, { body: filterOf(s), signal }),
    staleTime: 30_000,
  });

/** The browser's IANA time zone (the export writes dates in it). */

/** 'Export do CSV' of the whole filter in the table's order, dates in the browser's time zone. */
export function exportStatistikyCsv(s: StatistikySearch): Promise<void> {
  const q = listQuery(s);
  const query = new URLSearchParams({ sortBy: q.sortBy, sortDirection: q.sortDirection, timezone: browserTimeZone() });
  return downloadCsv(`${routes.statistikyExport.path}?${query}`, filterOf(s), 'statistiky.csv');
}

export type OtvoreneDataFormat = 'csv' | 'geojson';

/** Open data: the filter aggregated to the 10 km grid (no names, no points), CSV or GeoJSON. */
export function downloadOtvoreneData(s: StatistikySearch, format: OtvoreneDataFormat): Promise<void> {
  return format === 'csv'
    ? downloadCsv(`${routes.statistikyOtvoreneData.path}?format=csv`, filterOf(s), 'statistiky-otvorene-data.csv')
    : downloadCsv(`${routes.statistikyOtvoreneData.path}?format=geojson`, filterOf(s), 'statistiky-otvorene-data.geojson', 'application/geo+json');
}
