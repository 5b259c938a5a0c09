/** Organisations (/api/is). Settings routes need SPRAVA_POUZIVATELOV (spec part 1 §6). */
import * as z from './zm';
import { uuid } from './zm-fields';
import {
  organizaciaCreateBody,
  organizaciaDetailSchema,
  organizaciaListResponse,
  organizaciaUpdateBody,
  organizacieQuery,
  organizaciePagedQuery,
  organizaciePageResponse,
} from './organizacie';
import { anyOf, defineRoute, LOGIN, type RouteDef } from './route';

const IS = '/api/is';
const SPRAVA = anyOf('SPRAVA_POUZIVATELOV');
const idParams = z.object({ id: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });

export const organizacieRoutes = {
  /** All organisations for selects and filters (any signed-in user). */
  organizacie: defineRoute({
    method: 'GET',
    path: `${IS}/organizacie`,
    handler: 'organizacie/get-organizacie',
    access: LOGIN,
    query: organizacieQuery,
    response: organizaciaListResponse,
  }),
  organizaciePaged: defineRoute({
    method: 'GET',
    path: `${IS}/organizacie/paged`,
    handler: 'organizacie/get-organizacie-paged',
    access: SPRAVA,
    query: organizaciePagedQuery,
    response: organizaciePageResponse,
  }),
  organizaciaCreate: defineRoute({
    method: 'POST',
    path: `${IS}/organizacia`,
    handler: 'organizacie/post-organizacia',
    access: SPRAVA,
    body: organizaciaCreateBody,
    response: organizaciaDetailSchema,
  }),
  organizacia: defineRoute({
    method: 'GET',
    path: `${IS}/organizacia/{id}`,
    handler: 'organizacie/get-organizacia',
    access: SPRAVA,
    params: idParams,
    response: organizaciaDetailSchema,
  }),
  organizaciaUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/organizacia/{id}`,
    handler: 'organizacie/put-organizacia',
    access: SPRAVA,
    params: idParams,
    body: organizaciaUpdateBody,
    response: organizaciaDetailSchema,
  }),
  organizaciaDelete: defineRoute({
    method: 'DELETE',
    path: `${IS}/organizacia/{id}`,
    handler: 'organizacie/delete-organizacia',
    access: SPRAVA,
    params: idParams,
  }),
} satisfies Record<string, RouteDef>;
