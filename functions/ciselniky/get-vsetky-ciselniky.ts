import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { listCiselniky } from './domain/list-ciselniky';

export const handler = route(routes.vsetkyCiselniky, async ({ query }) => listCiselniky({ typy: query.typy, activeOnly: false }));
