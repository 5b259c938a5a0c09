import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { listStatistiky } from './domain/list-statistiky';

/** Table page of the statistics (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistiky, async ({ query, body }) => listStatistiky(body, query));
