/** Final statement and proceedings of a damage event (spec part 2 §3, §5, §7 'Final statement and proceedings'; rights §6: EVIDENCIA_SKOD). */
import { konanieIdParams, konanieSchema, konanieUpdateBody, zaverecneStanoviskoSchema, zaverecneStanoviskoUpdateBody } from './konanie';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const SKODY = anyOf('EVIDENCIA_SKOD');

export const konanieRoutes = {
  zaverecneStanovisko: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/zaverecne-stanovisko`,
    handler: 'skodove-udalosti/konanie/get-zaverecne-stanovisko',
    access: SKODY,
    params: konanieIdParams,
    response: zaverecneStanoviskoSchema,
  }),
  /** zaverecneStanoviskoUpdate: only in ROZPRACOVANA and V_SETRENI; version → 409. */
  zaverecneStanoviskoUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}/zaverecne-stanovisko`,
    handler: 'skodove-udalosti/konanie/put-zaverecne-stanovisko',
    access: SKODY,
    params: konanieIdParams,
    body: zaverecneStanoviskoUpdateBody,
    response: zaverecneStanoviskoSchema,
    // the species it names may make the event a repeat attack, mailed to its workplace
    lambda: { sendsMail: true },
  }),
  konanie: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/konanie`,
    handler: 'skodove-udalosti/konanie/get-konanie',
    access: SKODY,
    params: konanieIdParams,
    response: konanieSchema,
  }),
  /** Per-state field locks of §4; version → 409. */
  konanieUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}/konanie`,
    handler: 'skodove-udalosti/konanie/put-konanie',
    access: SKODY,
    params: konanieIdParams,
    body: konanieUpdateBody,
    response: konanieSchema,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
} satisfies Record<string, RouteDef>;
