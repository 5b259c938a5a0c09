/**
 * Repeat attacks (/api/is): the administrator's parameters (the settings right, SPRAVA_POUZIVATELOV,
 * like the rest of 'Nastavenia') and the related cases of a notification or an event (who may read it).
 */
import { nastavenieBody, nastavenieSchema, opakovanyUtokSchema } from './opakovane-utoky';
import { oznamenieIdParams, skodovaUdalostIdParams } from './id-params';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const SPRAVA = anyOf('SPRAVA_POUZIVATELOV');

export const opakovaneUtokyRoutes = {
  opakovanyUtokNastavenie: defineRoute({
    method: 'GET',
    path: `${IS}/opakovane-utoky/nastavenie`,
    handler: 'opakovane-utoky/get-nastavenie',
    access: SPRAVA,
    response: nastavenieSchema,
  }),
  /** Saves the parameters conditional on the version the screen loaded (stale → 409). */
  opakovanyUtokNastavenieUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/opakovane-utoky/nastavenie`,
    handler: 'opakovane-utoky/put-nastavenie',
    access: SPRAVA,
    body: nastavenieBody,
    response: nastavenieSchema,
  }),
  oznamenieOpakovanyUtok: defineRoute({
    method: 'GET',
    path: `${IS}/oznamenie/{id}/opakovany-utok`,
    handler: 'opakovane-utoky/get-oznamenie-opakovany-utok',
    access: anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD'),
    params: oznamenieIdParams,
    response: opakovanyUtokSchema,
  }),
  skodovaUdalostOpakovanyUtok: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/opakovany-utok`,
    handler: 'opakovane-utoky/get-skodova-udalost-opakovany-utok',
    access: anyOf('EVIDENCIA_SKOD'),
    params: skodovaUdalostIdParams,
    response: opakovanyUtokSchema,
  }),
} satisfies Record<string, RouteDef>;
