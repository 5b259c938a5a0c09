import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { listPolozky } from './domain/list-polozky';

export const handler = route(routes.ciselnikDetail, async ({ params, query }) => listPolozky({ typ: params.typ, ...query }));
