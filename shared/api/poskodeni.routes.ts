/**
 * Injured parties (/api/is): search, create, edit, premises, history, and the injured party of an
 * owner record – a notification (/oznamenie/{id}/…) or a damage event (/skodove-udalosti/{id}/…,
 * EVIDENCIA_SKOD only); both sets point to the same domain code (functions/poskodeni/domain/owners.ts).
 */
import {
  historiaQuery,
  historiaResponse,
  oznamenieOwnerParams,
  ownerIdParams,
  poskodeniListResponse,
  poskodeniSearchQuery,
  poskodenyBody,
  poskodenyDetail,
  poskodenyHistoryParams,
  poskodenyIdParams,
  poskodenyUpdateBody,
  prevadzkyQuery,
  priraditBody,
  skodovaUdalostOwnerParams,
} from './poskodeni';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const STAFF = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD');
/** Damage events, all screens: EVIDENCIA_SKOD only (spec part 1 §6). */
const SKODY = anyOf('EVIDENCIA_SKOD');

export const poskodeniRoutes = {
  oznameniePoskodeny: defineRoute({
    method: 'GET',
    path: `${IS}/oznamenie/{id}/poskodeny`,
    handler: 'poskodeni/get-oznamenie-poskodeny',
    access: STAFF,
    params: ownerIdParams,
    response: poskodenyDetail,
    personalData: 'record',
  }),
  oznameniePriraditPoskodeneho: defineRoute({
    method: 'PUT',
    path: `${IS}/oznamenie/{oznamenieId}/priradit-poskodeneho`,
    handler: 'poskodeni/put-oznamenie-priradit-poskodeneho',
    access: STAFF,
    params: oznamenieOwnerParams,
    body: priraditBody,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  oznamenieVytvoritPoskodeneho: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenie/{id}/vytvorit-poskodeneho`,
    handler: 'poskodeni/post-oznamenie-vytvorit-poskodeneho',
    access: STAFF,
    params: ownerIdParams,
    body: poskodenyBody,
    response: poskodenyDetail,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  skodovaUdalostPoskodeny: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/poskodeny`,
    handler: 'poskodeni/get-skodova-udalost-poskodeny',
    access: SKODY,
    params: ownerIdParams,
    response: poskodenyDetail,
    personalData: 'record',
  }),
  skodovaUdalostPriraditPoskodeneho: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{skodovaUdalostId}/priradit-poskodeneho`,
    handler: 'poskodeni/put-skodova-udalost-priradit-poskodeneho',
    access: SKODY,
    params: skodovaUdalostOwnerParams,
    body: priraditBody,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  skodovaUdalostVytvoritPoskodeneho: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti/{id}/vytvorit-poskodeneho`,
    handler: 'poskodeni/post-skodova-udalost-vytvorit-poskodeneho',
    access: SKODY,
    params: ownerIdParams,
    body: poskodenyBody,
    response: poskodenyDetail,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  poskodeni: defineRoute({
    method: 'GET',
    path: `${IS}/poskodeni`,
    handler: 'poskodeni/get-poskodeni',
    access: STAFF,
    query: poskodeniSearchQuery,
    response: poskodeniListResponse,
    personalData: 'list',
  }),
  poskodeniPrevadzky: defineRoute({
    method: 'GET',
    path: `${IS}/poskodeni/prevadzky`,
    handler: 'poskodeni/get-prevadzky',
    access: STAFF,
    query: prevadzkyQuery,
    response: poskodeniListResponse,
    personalData: 'list',
  }),
  poskodeny: defineRoute({
    method: 'GET',
    path: `${IS}/poskodeny/{id}`,
    handler: 'poskodeni/get-poskodeny',
    access: STAFF,
    params: poskodenyIdParams,
    response: poskodenyDetail,
    personalData: 'record',
  }),
  poskodenyUpravit: defineRoute({
    method: 'PUT',
    path: `${IS}/poskodeny/{id}/upravit`,
    handler: 'poskodeni/put-poskodeny-upravit',
    access: STAFF,
    params: poskodenyIdParams,
    body: poskodenyUpdateBody,
    response: poskodenyDetail,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  poskodenyHistoria: defineRoute({
    method: 'GET',
    path: `${IS}/poskodeny/{poskodenyId}/historia-skodovych-udalosti`,
    handler: 'poskodeni/get-historia-skodovych-udalosti',
    access: anyOf('EVIDENCIA_SKOD'),
    params: poskodenyHistoryParams,
    query: historiaQuery,
    response: historiaResponse,
    personalData: 'record',
  }),
} satisfies Record<string, RouteDef>;
