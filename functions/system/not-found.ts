import { systemRoutes as routes } from '@shared/api/system.routes';
import { notFound } from '../lib/errors';
import { route } from '../http/http';

/** Every unknown path under /api answers 404 in the spec's error shape. */
export const handler = route(routes.apiNotFound, async () => {
  throw notFound();
});
