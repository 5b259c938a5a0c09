import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { listCiselniky } from './domain/list-ciselniky';

export const handler = route(routes.aktivneCiselniky, async ({ query }) => listCiselniky({ typy: query.typy, activeOnly: true }));
