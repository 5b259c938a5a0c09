/** Code lists (/api/is). */
import { ciselnikyQuery, ciselnikyResponse } from './ciselniky';
import { defineRoute, LOGIN, type RouteDef } from './route';

const IS = '/api/is';

export const ciselnikyRoutes = {
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
} satisfies Record<string, RouteDef>;
