/** Users and own profile (/api/is). */
import { pouzivatelSchema } from './pouzivatelia';
import { defineRoute, LOGIN, type RouteDef } from './route';

const IS = '/api/is';

export const pouzivateliaRoutes = {
  mojProfil: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatel/moj-profil`,
    handler: 'pouzivatelia/get-moj-profil',
    access: LOGIN,
    response: pouzivatelSchema,
  }),
} satisfies Record<string, RouteDef>;
