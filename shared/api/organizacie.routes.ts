/** Organisations (/api/is). */
import { organizacieQuery, organizaciaListResponse } from './organizacie';
import { defineRoute, LOGIN, type RouteDef } from './route';

const IS = '/api/is';

export const organizacieRoutes = {
  organizacie: defineRoute({
    method: 'GET',
    path: `${IS}/organizacie`,
    handler: 'organizacie/get-organizacie',
    access: LOGIN,
    query: organizacieQuery,
    response: organizaciaListResponse,
  }),
} satisfies Record<string, RouteDef>;
