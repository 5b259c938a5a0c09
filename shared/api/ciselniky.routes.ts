/**
 * Code lists (/api/is; spec part 2 §7 'Code lists', rights §6): the list of types and a type's
 * items are open to EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD and SPRAVA_CISELNIKOV; new, edit, delete
 * and CSV only to SPRAVA_CISELNIKOV. The select feeds (aktivne/vsetky) serve any signed-in user.
 */
import {
  ciselnikDetailQuery,
  ciselnikDetailResponse,
  ciselnikPolozkaCreateBody,
  ciselnikPolozkaDetailSchema,
  ciselnikPolozkaIdParams,
  ciselnikPolozkaParams,
  ciselnikPolozkaUpdateBody,
  ciselnikTypParams,
  ciselnikTypyQuery,
  ciselnikTypyResponse,
  ciselnikyQuery,
  ciselnikyResponse,
} from './ciselniky';
import { anyOf, defineRoute, LOGIN, type RouteDef } from './route';

const IS = '/api/is';
const VIEW = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD', 'SPRAVA_CISELNIKOV');
const MANAGE = anyOf('SPRAVA_CISELNIKOV');

export const ciselnikyRoutes = {
  aktivneCiselniky: defineRoute({
    method: 'GET',
    path: `${IS}/aktivne-ciselniky`,
    handler: 'ciselniky/get-aktivne-ciselniky',
    access: LOGIN,
    query: ciselnikyQuery,
    response: ciselnikyResponse,
  }),
  vsetkyCiselniky: defineRoute({
    method: 'GET',
    path: `${IS}/vsetky-ciselniky`,
    handler: 'ciselniky/get-vsetky-ciselniky',
    access: LOGIN,
    query: ciselnikyQuery,
    response: ciselnikyResponse,
  }),
  ciselnikTypy: defineRoute({
    method: 'GET',
    path: `${IS}/ciselniky`,
    handler: 'ciselniky/get-ciselniky',
    access: VIEW,
    query: ciselnikTypyQuery,
    response: ciselnikTypyResponse,
  }),
  ciselnikDetail: defineRoute({
    method: 'GET',
    path: `${IS}/ciselniky/{typ}`,
    handler: 'ciselniky/get-ciselnik',
    access: VIEW,
    params: ciselnikTypParams,
    query: ciselnikDetailQuery,
    response: ciselnikDetailResponse,
  }),
  ciselnikPolozkaCreate: defineRoute({
    method: 'POST',
    path: `${IS}/ciselniky/{typ}/nova-polozka`,
    handler: 'ciselniky/post-ciselnik-nova-polozka',
    access: MANAGE,
    params: ciselnikTypParams,
    body: ciselnikPolozkaCreateBody,
    response: ciselnikPolozkaDetailSchema,
  }),
  ciselnikPolozka: defineRoute({
    method: 'GET',
    path: `${IS}/ciselniky/{typ}/polozka/{polozkaCiselnikaId}`,
    handler: 'ciselniky/get-ciselnik-polozka',
    access: MANAGE,
    params: ciselnikPolozkaParams,
    response: ciselnikPolozkaDetailSchema,
  }),
  ciselnikPolozkaUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/ciselniky/{typ}/polozka/{polozkaCiselnikaId}`,
    handler: 'ciselniky/put-ciselnik-polozka',
    access: MANAGE,
    params: ciselnikPolozkaParams,
    body: ciselnikPolozkaUpdateBody,
    response: ciselnikPolozkaDetailSchema,
  }),
  ciselnikPolozkaDelete: defineRoute({
    method: 'DELETE',
    path: `${IS}/ciselniky/{id}`,
    handler: 'ciselniky/delete-ciselnik-polozka',
    access: MANAGE,
    params: ciselnikPolozkaIdParams,
  }),
  ciselnikExportCsv: defineRoute({
    method: 'GET',
    path: `${IS}/ciselniky/{typ}/export-csv`,
    handler: 'ciselniky/get-ciselnik-export-csv',
    access: MANAGE,
    params: ciselnikTypParams,
    audit: false,
  }),
} satisfies Record<string, RouteDef>;
