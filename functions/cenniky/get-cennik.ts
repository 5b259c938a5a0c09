import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { getCennik } from './domain/get-cennik';

export const handler = route(routes.cennikDetail, async ({ params, query }) => getCennik({ typ: params.cennikName, version: query.version }));
