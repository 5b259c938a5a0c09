/** Public endpoints of the wizard and public pages (/api/web-oznamenie), anonymous. */
import { ciselnikyQuery, ciselnikyResponse } from './ciselniky';
import { organizaciaListResponse } from './organizacie';
import { strankaParams, strankaResponse } from './stranky';
import { defineRoute, PUBLIC, type RouteDef } from './route';

const WEB = '/api/web-oznamenie';

export const webOznamenieRoutes = {
  webOrganizacie: defineRoute({
    method: 'GET',
    path: `${WEB}/organizacie`,
    handler: 'web-oznamenie/get-organizacie',
    access: PUBLIC,
    response: organizaciaListResponse,
  }),
  webCiselniky: defineRoute({
    method: 'GET',
    path: `${WEB}/ciselniky`,
    handler: 'web-oznamenie/get-ciselniky',
    access: PUBLIC,
    query: ciselnikyQuery,
    response: ciselnikyResponse,
  }),
  webStrankaObsah: defineRoute({
    method: 'POST',
    path: `${WEB}/stranka-obsah/{strankaKod}`,
    handler: 'web-oznamenie/post-stranka-obsah',
    access: PUBLIC,
    params: strankaParams,
    response: strankaResponse,
    maxBodyBytes: 1024,
  }),
} satisfies Record<string, RouteDef>;
