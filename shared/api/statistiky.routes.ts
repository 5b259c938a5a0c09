/**
 * Statistics routes (spec part 1 §6: VYHODNOCOVANIE_UDAJOV for the table, summary, heatmap and CSV;
 * §7 'Statistics'). Historical data: ./historicke-udaje.routes.ts.
 */
import { anyOf, defineRoute, type RouteDef, type Schema } from './route';
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
import { ocakavaneVyplatyResponse, ucinnostOpatreniBody, ucinnostOpatreniResponse } from './statistiky-analyzy';

const IS = '/api/is';
const ANALYTIK = anyOf('VYHODNOCOVANIE_UDAJOV');

/**
 * Every statistics route is a POST of the filter under /statistiky that only reads (no audit record)
 * and goes through every row the filter selects: more memory, and API Gateway's longest wait.
 */
const filterRoute = <Q extends Schema, R extends Schema>(r: { path: string; handler: string; query?: Q; response?: R }) =>
  defineRoute({
    ...r,
    method: 'POST',
    path: `${IS}/statistiky${r.path}`,
    access: ANALYTIK,
    body: statistikyFilter,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  });

export const statistikyRoutes = {
  /** Table page: the rows (damaged items) of the filter, sorted and paged. */
  statistiky: filterRoute({ path: '', handler: 'statistiky/post-statistiky', query: statistikyListQuery, response: statistikyPageResponse }),
  /** Summary of the whole filter. */
  statistikySumar: filterRoute({ path: '/sumar', handler: 'statistiky/post-statistiky-sumar', response: statistikySumarResponse }),
  /** Heatmap points of the filter (columnar). */
  statistikyHeatmap: filterRoute({ path: '/heatmap', handler: 'statistiky/post-statistiky-heatmap', response: statistikyHeatmapResponse }),
  /** 'Export do CSV' of the filter, dates in the browser's time zone (file name from content-disposition). */
  statistikyExport: filterRoute({ path: '/export', handler: 'statistiky/post-statistiky-export', query: statistikyExportQuery }),
  /** Chart series of the filter. */
  statistikyGrafy: filterRoute({ path: '/grafy', handler: 'statistiky/post-statistiky-grafy', response: statistikyGrafyResponse }),
  /** Open data: the filter aggregated to the 10 km grid (EEA reference grid, EPSG:3035), CSV or GeoJSON; no names, no points. */
  statistikyOtvoreneData: filterRoute({ path: '/otvorene-data', handler: 'statistiky/post-statistiky-otvorene-data', query: otvoreneDataQuery }),
  /** 'Účinnosť opatrení': damage before and after preventive measures, by kind and species (./statistiky-analyzy.ts). */
  statistikyUcinnostOpatreni: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/ucinnost-opatreni`,
    handler: 'statistiky/post-statistiky-ucinnost-opatreni',
    access: ANALYTIK,
    body: ucinnostOpatreniBody,
    response: ucinnostOpatreniResponse,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** Its CSV (file name from content-disposition). */
  statistikyUcinnostOpatreniExport: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/ucinnost-opatreni/export`,
    handler: 'statistiky/post-statistiky-ucinnost-opatreni-export',
    access: ANALYTIK,
    body: ucinnostOpatreniBody,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** 'Očakávané výplaty' of the calendar year beside what it has decided so far. */
  statistikyOcakavaneVyplaty: defineRoute({
    method: 'GET',
    path: `${IS}/statistiky/ocakavane-vyplaty`,
    handler: 'statistiky/get-statistiky-ocakavane-vyplaty',
    access: ANALYTIK,
    response: ocakavaneVyplatyResponse,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
} satisfies Record<string, RouteDef>;
