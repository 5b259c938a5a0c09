/** Staff notifications (/api/is). Issue #4 adds the list, actions, files and exports. */
import { oznamenieDetailSchema, oznamenieIdParams } from './oznamenia';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';

export const oznameniaRoutes = {
  oznamenie: defineRoute({
    method: 'GET',
    path: `${IS}/oznamenie/{id}`,
    handler: 'oznamenia/get-oznamenie',
    access: anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD'),
    params: oznamenieIdParams,
    response: oznamenieDetailSchema,
  }),
} satisfies Record<string, RouteDef>;
