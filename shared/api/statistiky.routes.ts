/**
 * Statistics routes (spec part 1 §6: VYHODNOCOVANIE_UDAJOV for the table, summary, heatmap and CSV;
 * §7 'Statistics'). Historical data: ./historicke-udaje.routes.ts.
 */
import { anyOf, defineRoute, type RouteDef } from './route';
import {
  otvoreneDataQuery,
  statistikyExportQuery,
  statistikyFilter,
  statistikyGrafyResponse,
  statistikyHeatmapResponse,
  statistikyListQuery,
  statistikyPageResponse,
  statistikySumarResponse,
} from './statistiky';

const IS = '/api/is';
const ANALYTIK = anyOf('VYHODNOCOVANIE_UDAJOV');

export const statistikyRoutes = {
  /** Table page: the rows (damaged items) of the filter, sorted and paged. */
  statistiky: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky`,
    handler: 'statistiky/post-statistiky',
    access: ANALYTIK,
    query: statistikyListQuery,
    body: statistikyFilter,
    response: statistikyPageResponse,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** Summary of the whole filter. */
  statistikySumar: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/sumar`,
    handler: 'statistiky/post-statistiky-sumar',
    access: ANALYTIK,
    body: statistikyFilter,
    response: statistikySumarResponse,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** Heatmap points of the filter (columnar). */
  statistikyHeatmap: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/heatmap`,
    handler: 'statistiky/post-statistiky-heatmap',
    access: ANALYTIK,
    body: statistikyFilter,
    response: statistikyHeatmapResponse,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** 'Export do CSV' of the filter, dates in the browser's time zone (file name from content-disposition). */
  statistikyExport: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/export`,
    handler: 'statistiky/post-statistiky-export',
    access: ANALYTIK,
    query: statistikyExportQuery,
    body: statistikyFilter,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** Chart series of the filter. */
  statistikyGrafy: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/grafy`,
    handler: 'statistiky/post-statistiky-grafy',
    access: ANALYTIK,
    body: statistikyFilter,
    response: statistikyGrafyResponse,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** Open data: the filter aggregated to the 10 km grid (EEA reference grid, EPSG:3035), CSV or GeoJSON; no names, no points. */
  statistikyOtvoreneData: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/otvorene-data`,
    handler: 'statistiky/post-statistiky-otvorene-data',
    access: ANALYTIK,
    query: otvoreneDataQuery,
    body: statistikyFilter,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
} satisfies Record<string, RouteDef>;
