/** Damaged items of a damage event (spec part 2 §7 'Damaged items'; rights §6: EVIDENCIA_SKOD). */
import {
  predmetSkodyCreateBody,
  predmetSkodyCreateResponse,
  predmetSkodyDeleteParams,
  predmetSkodyDetailParams,
  predmetSkodyDetailResponse,
  predmetSkodyListParams,
  predmetSkodyListQuery,
  predmetSkodyListResponse,
  predmetSkodyLokalitaParams,
  predmetSkodyLokalitaResponse,
  predmetSkodyNovyParams,
  predmetSkodyUpdateBody,
} from './predmet-skody';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const SKODY = anyOf('EVIDENCIA_SKOD');
const NA_UDALOSTI = `${IS}/skodove-udalosti/{skodovaUdalostId}/predmet-skody`;

export const predmetSkodyRoutes = {
  /** Paged list (20 per page, order of creation) with the sums of the whole event. */
  predmetySkody: defineRoute({
    method: 'GET',
    path: NA_UDALOSTI,
    handler: 'skodove-udalosti/predmet-skody/get-predmety-skody',
    access: SKODY,
    params: predmetSkodyListParams,
    query: predmetSkodyListQuery,
    response: predmetSkodyListResponse,
  }),
  /** The event's place: the GPS default of a new item. */
  predmetSkodyLokalita: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/predmet-skody/lokalita`,
    handler: 'skodove-udalosti/predmet-skody/get-lokalita',
    access: SKODY,
    params: predmetSkodyLokalitaParams,
    response: predmetSkodyLokalitaResponse,
  }),
  predmetSkodyCreate: defineRoute({
    method: 'POST',
    path: `${NA_UDALOSTI}/{predmetSkodyKategoria}/novy-predmet-skody`,
    handler: 'skodove-udalosti/predmet-skody/post-novy-predmet-skody',
    access: SKODY,
    params: predmetSkodyNovyParams,
    body: predmetSkodyCreateBody,
    response: predmetSkodyCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  predmetSkody: defineRoute({
    method: 'GET',
    path: `${NA_UDALOSTI}/{predmetSkodyKategoria}/{predmetSkodyId}`,
    handler: 'skodove-udalosti/predmet-skody/get-predmet-skody',
    access: SKODY,
    params: predmetSkodyDetailParams,
    response: predmetSkodyDetailResponse,
  }),
  /** Item version → 409 when stale. */
  predmetSkodyUpdate: defineRoute({
    method: 'PUT',
    path: `${NA_UDALOSTI}/{predmetSkodyKategoria}/{predmetSkodyId}`,
    handler: 'skodove-udalosti/predmet-skody/put-predmet-skody',
    access: SKODY,
    params: predmetSkodyDetailParams,
    body: predmetSkodyUpdateBody,
    response: predmetSkodyDetailResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  predmetSkodyDelete: defineRoute({
    method: 'DELETE',
    path: `${IS}/skodove-udalosti/predmet-skody/{predmetSkodyId}`,
    handler: 'skodove-udalosti/predmet-skody/delete-predmet-skody',
    access: SKODY,
    params: predmetSkodyDeleteParams,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
} satisfies Record<string, RouteDef>;
