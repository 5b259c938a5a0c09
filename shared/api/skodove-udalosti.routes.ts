/**
 * Damage events (/api/is, spec part 2 §7; rights part 2 §6: EVIDENCIA_SKOD). This slice: the event
 * detail and its creation from a notification (spec part 1 §4 'Nová šk. udalosť'). The event's
 * injured-party routes live with the injured-party module (poskodeni.routes.ts).
 */
import { oznamenieIdParams } from './oznamenia';
import { anyOf, defineRoute, type RouteDef } from './route';
import { skodovaUdalostCreateResponse, skodovaUdalostDetailSchema, skodovaUdalostIdParams } from './skodove-udalosti';

const IS = '/api/is';
const SKODY = anyOf('EVIDENCIA_SKOD');

export const skodoveUdalostiRoutes = {
  skodovaUdalost: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}`,
    handler: 'skodove-udalosti/get-skodova-udalost',
    access: SKODY,
    params: skodovaUdalostIdParams,
    response: skodovaUdalostDetailSchema,
  }),
  /** PRIRADENE notification → new event ROZPRACOVANA with its data and party; notification V_RIESENI; one transaction. */
  oznamenieVytvoritSkodovuUdalost: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenie/{id}/vytvorit-skodova-udalost`,
    handler: 'skodove-udalosti/post-oznamenie-vytvorit-skodova-udalost',
    access: SKODY,
    params: oznamenieIdParams,
    response: skodovaUdalostCreateResponse,
    lambda: { sendsMail: true },
  }),
} satisfies Record<string, RouteDef>;
