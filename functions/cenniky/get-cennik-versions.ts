import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { listVersions } from './domain/list-verzie';

export const handler = route(routes.cennikVersions, async ({ params, query }) => listVersions({ typ: params.cennikName, ...query }));
