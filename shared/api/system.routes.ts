/** Anything else under /api: 404 in the error shape. */
import { defineRoute, PUBLIC, type RouteDef } from './route';

export const systemRoutes = {
  apiNotFound: defineRoute({
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'system/not-found',
    access: PUBLIC,
  }),
} satisfies Record<string, RouteDef>;
