/**
 * Historical data routes (spec part 1 §6: VYHODNOCOVANIE_HISTORICKYCH_UDAJOV; §7 'Statistics').
 * The records are imported by the operator (`npm run import:historia`), never
 * written through the API.
 */
import { historickeUdajeExportQuery, historickeUdajeFilter, historickeUdajeListQuery, historickeUdajePageResponse } from './historicke-udaje';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const HISTORIK = anyOf('VYHODNOCOVANIE_HISTORICKYCH_UDAJOV');
/** A filter may name every item of a long history code list (≈ 3,500 cadastral areas × 37 bytes). */
const FILTER_BODY_BYTES = 512 * 1024;

export const historickeUdajeRoutes = {
  /** Table page of the filter, sorted and paged, with the summary of the whole filter. */
  historickeUdaje: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/historicke-udaje`,
    handler: 'historicke-udaje/post-historicke-udaje',
    access: HISTORIK,
    query: historickeUdajeListQuery,
    body: historickeUdajeFilter,
    response: historickeUdajePageResponse,
    audit: false,
    maxBodyBytes: FILTER_BODY_BYTES,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
  /** 'Export do CSV' of the filter (file name from content-disposition). */
  historickeUdajeExport: defineRoute({
    method: 'POST',
    path: `${IS}/statistiky/historicke-udaje/export`,
    handler: 'historicke-udaje/post-historicke-udaje-export',
    access: HISTORIK,
    query: historickeUdajeExportQuery,
    body: historickeUdajeFilter,
    audit: false,
    maxBodyBytes: FILTER_BODY_BYTES,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
  }),
} satisfies Record<string, RouteDef>;
