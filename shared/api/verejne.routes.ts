/**
 * Public endpoints beside the wizard (/api/web-oznamenie), anonymous: the code lists and workplaces the
 * wizard shows, the public pages' content and 'Stav hlásenia' – each Lambda builds only these schemas at
 * start, not the wizard's (./web-oznamenie.routes.ts).
 */
// the zod/mini modules only (./zm.ts): this table is loaded by the wizard's first screen
import { ciselnikyResponse, webCiselnikyQuery } from './ciselniky-public';
import { organizaciaListResponse } from './organizacie-public';
import { defineRoute, PUBLIC, type RouteDef } from './route';
import { stavHlaseniaBody, stavHlaseniaResponse, stavHlaseniaTokenBody } from './stav-hlasenia';
import { strankaParams, strankaResponse } from './stranky';

const WEB = '/api/web-oznamenie';

export const verejneRoutes = {
  webOrganizacie: defineRoute({
    method: 'GET',
    path: `${WEB}/organizacie`,
    handler: 'verejne/get-organizacie',
    access: PUBLIC,
    response: organizaciaListResponse,
  }),
  webCiselniky: defineRoute({
    method: 'GET',
    path: `${WEB}/ciselniky`,
    handler: 'verejne/get-ciselniky',
    access: PUBLIC,
    query: webCiselnikyQuery,
    response: ciselnikyResponse,
  }),
  webStrankaObsah: defineRoute({
    method: 'POST',
    path: `${WEB}/stranka-obsah/{strankaKod}`,
    handler: 'verejne/post-stranka-obsah',
    access: PUBLIC,
    params: strankaParams,
    response: strankaResponse,
    maxBodyBytes: 1024,
  }),

  // ── 'Stav hlásenia': the reporter's view of their sent report (POST: the e-mail and the token never stand in a URL or an access log) ──
  /** By code and e-mail; a wrong pair, an unknown code and a report without e-mail answer the same 404. */
  webStavHlasenia: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia`,
    handler: 'verejne/post-stav-hlasenia',
    access: PUBLIC,
    body: stavHlaseniaBody,
    response: stavHlaseniaResponse,
    maxBodyBytes: 1024,
  }),
  /** By the personal link of the reporter's e-mails. */
  webStavHlaseniaOdkaz: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia/odkaz`,
    handler: 'verejne/post-stav-hlasenia-odkaz',
    access: PUBLIC,
    body: stavHlaseniaTokenBody,
    response: stavHlaseniaResponse,
    maxBodyBytes: 1024,
  }),
  /** The opt-out link of the reporter's e-mails: no more messages about this report (204). */
  webStavHlaseniaOdhlasit: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia/odhlasit`,
    handler: 'verejne/post-stav-hlasenia-odhlasit',
    access: PUBLIC,
    body: stavHlaseniaTokenBody,
    maxBodyBytes: 1024,
  }),
} satisfies Record<string, RouteDef>;
