import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { listCiselnikTypy } from './domain/list-typy';

export const handler = route(routes.ciselnikTypy, async ({ query }) => listCiselnikTypy(query));
