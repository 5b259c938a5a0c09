/** Preventive measures of a damage event (spec part 2 §3, §5, §7 'Preventive measures'; rights §6: EVIDENCIA_SKOD). */
import {
  ochranneTechnickeZariadenieBody,
  opatreniaDetailSchema,
  opatreniaEventParams,
  opatreniaIdParams,
  opatreniaUpdateBody,
  opatrenieCreateResponse,
  opatrenieDeleteParams,
  pastierBody,
  straznyPesBody,
  umiestnenieStadaBody,
} from './opatrenia';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const SKODY = anyOf('EVIDENCIA_SKOD');
const NA_UDALOSTI = `${IS}/skodove-udalosti/{skodovaUdalostId}/opatrenia`;

export const opatreniaRoutes = {
  opatrenia: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/opatrenia`,
    handler: 'skodove-udalosti/opatrenia/get-opatrenia',
    access: SKODY,
    params: opatreniaIdParams,
    response: opatreniaDetailSchema,
  }),
  /** The two yes/no questions and their descriptions; version → 409. */
  opatreniaUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}/opatrenia`,
    handler: 'skodove-udalosti/opatrenia/put-opatrenia',
    access: SKODY,
    params: opatreniaIdParams,
    body: opatreniaUpdateBody,
    response: opatreniaDetailSchema,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  opatrenieOchranneTechnickeZariadenia: defineRoute({
    method: 'POST',
    path: `${NA_UDALOSTI}/ochranne-technicke-zariadenia`,
    handler: 'skodove-udalosti/opatrenia/post-ochranne-technicke-zariadenia',
    access: SKODY,
    params: opatreniaEventParams,
    body: ochranneTechnickeZariadenieBody,
    response: opatrenieCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  opatreniePastieri: defineRoute({
    method: 'POST',
    path: `${NA_UDALOSTI}/pastieri-ostraha`,
    handler: 'skodove-udalosti/opatrenia/post-pastieri-ostraha',
    access: SKODY,
    params: opatreniaEventParams,
    body: pastierBody,
    response: opatrenieCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  opatrenieStraznePsy: defineRoute({
    method: 'POST',
    path: `${NA_UDALOSTI}/strazne-psy`,
    handler: 'skodove-udalosti/opatrenia/post-strazne-psy',
    access: SKODY,
    params: opatreniaEventParams,
    body: straznyPesBody,
    response: opatrenieCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  opatrenieUmiestnenieStada: defineRoute({
    method: 'POST',
    path: `${NA_UDALOSTI}/umiestnenie-stada`,
    handler: 'skodove-udalosti/opatrenia/post-umiestnenie-stada',
    access: SKODY,
    params: opatreniaEventParams,
    body: umiestnenieStadaBody,
    response: opatrenieCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  opatrenieDelete: defineRoute({
    method: 'DELETE',
    path: `${NA_UDALOSTI}/{preventivneOpatrenieId}`,
    handler: 'skodove-udalosti/opatrenia/delete-opatrenie',
    access: SKODY,
    params: opatrenieDeleteParams,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
} satisfies Record<string, RouteDef>;
