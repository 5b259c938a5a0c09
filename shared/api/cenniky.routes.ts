/**
 * Price lists (/api/is; spec part 2 §7 'Price lists', rights §6): list, detail and versions are open
 * to EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD and SPRAVA_CENNIKOV; a new version, removing a version,
 * CSV and adding a row only to SPRAVA_CENNIKOV.
 */
import {
  cennikDeleteQuery,
  cennikDetailResponse,
  cennikListResponse,
  cennikNovaVerziaBody,
  cennikParams,
  cennikPolozkaParams,
  cennikPolozkaSchema,
  cennikPridajPolozkuBody,
  cennikVersionQuery,
  cennikVersionsQuery,
  cennikVersionsResponse,
} from './cenniky';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
/** Who reads price lists (and their formulas), who changes them. */
export const CENNIKY_VIEW = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD', 'SPRAVA_CENNIKOV');
export const CENNIKY_MANAGE = anyOf('SPRAVA_CENNIKOV');
const VIEW = CENNIKY_VIEW;
const MANAGE = CENNIKY_MANAGE;

export const cennikyRoutes = {
  cenniky: defineRoute({
    method: 'GET',
    path: `${IS}/cenniky`,
    handler: 'cenniky/get-cenniky',
    access: VIEW,
    response: cennikListResponse,
  }),
  cennikDetail: defineRoute({
    method: 'GET',
    path: `${IS}/cenniky/{cennikName}`,
    handler: 'cenniky/get-cennik',
    access: VIEW,
    params: cennikParams,
    query: cennikVersionQuery,
    response: cennikDetailResponse,
  }),
  cennikVersions: defineRoute({
    method: 'GET',
    path: `${IS}/cenniky/{cennikName}/versions`,
    handler: 'cenniky/get-cennik-versions',
    access: VIEW,
    params: cennikParams,
    query: cennikVersionsQuery,
    response: cennikVersionsResponse,
  }),
  cennikNovaVerzia: defineRoute({
    method: 'PUT',
    path: `${IS}/cenniky/{cennikName}/nova-verzia`,
    handler: 'cenniky/put-cennik-nova-verzia',
    access: MANAGE,
    params: cennikParams,
    body: cennikNovaVerziaBody,
    response: cennikDetailResponse,
    maxBodyBytes: 256 * 1024,
  }),
  cennikVersionDelete: defineRoute({
    method: 'DELETE',
    path: `${IS}/cenniky/{cennikName}/versions`,
    handler: 'cenniky/delete-cennik-version',
    access: MANAGE,
    params: cennikParams,
    query: cennikDeleteQuery,
  }),
  cennikExportCsv: defineRoute({
    method: 'GET',
    path: `${IS}/cenniky/{cennikName}/export/csv`,
    handler: 'cenniky/get-cennik-export-csv',
    access: MANAGE,
    params: cennikParams,
    query: cennikVersionQuery,
    audit: false,
  }),
  cennikPridajPolozku: defineRoute({
    method: 'POST',
    path: `${IS}/cenniky/{cennikName}/{id}/pridaj-polozku`,
    handler: 'cenniky/post-cennik-pridaj-polozku',
    access: MANAGE,
    params: cennikPolozkaParams,
    body: cennikPridajPolozkuBody,
    response: cennikPolozkaSchema,
  }),
} satisfies Record<string, RouteDef>;
