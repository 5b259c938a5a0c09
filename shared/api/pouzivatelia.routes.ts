/** Users, own profile and directory synchronisation (/api/is). Settings need SPRAVA_POUZIVATELOV (spec part 1 §6). */
import {
  pouzivateliaPageResponse,
  pouzivateliaQuery,
  pouzivatelSchema,
  pouzivatelUpdateBody,
  priraditOrganizaciuBody,
  synchronizaciaResponse,
  synchronizaciaVysledokResponse,
} from './pouzivatelia';
import { anyOf, defineRoute, LOGIN, type RouteDef } from './route';
import * as z from './zm';
import { uuid } from './zm-fields';

const IS = '/api/is';
const SPRAVA = anyOf('SPRAVA_POUZIVATELOV');
const lower = (s: string) => s.toLowerCase();
const idParams = z.object({ id: z.pipe(uuid(), z.transform(lower)) });

export const pouzivateliaRoutes = {
  // before /pouzivatel/{id}: the local adapter takes the first match, API Gateway the most specific
  mojProfil: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatel/moj-profil`,
    handler: 'pouzivatelia/get-moj-profil',
    access: LOGIN,
    response: pouzivatelSchema,
  }),
  pouzivatelia: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatelia`,
    handler: 'pouzivatelia/get-pouzivatelia',
    access: SPRAVA,
    query: pouzivateliaQuery,
    response: pouzivateliaPageResponse,
  }),
  pouzivatel: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatel/{id}`,
    handler: 'pouzivatelia/get-pouzivatel',
    access: SPRAVA,
    params: idParams,
    response: pouzivatelSchema,
  }),
  pouzivatelUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/pouzivatel/{id}`,
    handler: 'pouzivatelia/put-pouzivatel',
    access: SPRAVA,
    params: idParams,
    body: pouzivatelUpdateBody,
    response: pouzivatelSchema,
  }),
  pouzivatelPriraditOrganizaciu: defineRoute({
    method: 'PUT',
    path: `${IS}/pouzivatel/{id}/priradit-organizaciu`,
    handler: 'pouzivatelia/put-priradit-organizaciu',
    access: SPRAVA,
    params: idParams,
    body: priraditOrganizaciuBody,
    response: pouzivatelSchema,
  }),
  pouzivatelOdobratOrganizaciu: defineRoute({
    method: 'DELETE',
    path: `${IS}/pouzivatel/{id}/organizacia/{organizaciaId}`,
    handler: 'pouzivatelia/delete-pouzivatel-organizacia',
    access: SPRAVA,
    params: z.object({ id: z.pipe(uuid(), z.transform(lower)), organizaciaId: z.pipe(uuid(), z.transform(lower)) }),
    response: pouzivatelSchema,
  }),
  synchronizacia: defineRoute({
    method: 'GET',
    path: `${IS}/pouzivatelia/synchronization`,
    handler: 'pouzivatelia/get-synchronizacia',
    access: SPRAVA,
    response: synchronizaciaResponse,
  }),
  synchronizovat: defineRoute({
    method: 'POST',
    path: `${IS}/pouzivatelia/synchronization`,
    handler: 'pouzivatelia/post-synchronizacia',
    access: SPRAVA,
    response: synchronizaciaVysledokResponse,
    // reads the whole directory and writes only what changed: seconds for hundreds of accounts
    // API Gateway ends an integration after 30 s; the directory listing pages through Cognito.
    lambda: { timeoutSeconds: 29, readsDirectory: true },
  }),
} satisfies Record<string, RouteDef>;
