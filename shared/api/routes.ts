/**
 * THE route table: every API route of the product, once. The local server, the CDK
 * api stack (one Lambda per route), the typed web client and the authorisation tests
 * all read it. A handler module exists for every entry and an entry for every handler
 * module (checked by functions/routes.test.ts).
 */
import { ciselnikyQuery, ciselnikyResponse } from './ciselniky';
import { organizacieQuery, organizaciaListResponse } from './organizacie';
import { pouzivatelSchema } from './pouzivatelia';
import { strankaParams, strankaResponse } from './stranky';
import { defineRoute, LOGIN, PUBLIC, type RouteDef } from './route';
import { z } from './zod';

const IS = '/api/is';
const WEB = '/api/web-oznamenie';

export const routes = {
  // ── sign-in (served by the API as well: CloudFront forwards /auth* and /logout) ──
  authLogin: defineRoute({
    method: 'GET',
    path: '/auth',
    handler: 'auth/get-auth',
    access: PUBLIC,
    query: z.object({ navrat: z.string().max(512).optional() }),
  }),
  authCallback: defineRoute({
    method: 'GET',
    path: '/auth/callback',
    handler: 'auth/get-auth-callback',
    access: PUBLIC,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    handler: 'auth/post-logout',
    access: PUBLIC,
    maxBodyBytes: 1024,
  }),

  // ── public (web-oznamenie) ──
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

  // ── staff (is) ──
  mojProfil: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatel/moj-profil`,
    handler: 'pouzivatelia/get-moj-profil',
    access: LOGIN,
    response: pouzivatelSchema,
  }),
  organizacie: defineRoute({
    method: 'GET',
    path: `${IS}/organizacie`,
    handler: 'organizacie/get-organizacie',
    access: LOGIN,
    query: organizacieQuery,
    response: organizaciaListResponse,
  }),
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

  // ── anything else under /api: 404 in the error shape ──
  apiNotFound: defineRoute({
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'system/not-found',
    access: PUBLIC,
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: (RouteDef & { name: RouteName })[] = Object.entries(routes).map(([name, r]) => ({
  ...(r as RouteDef),
  name: name as RouteName,
}));
