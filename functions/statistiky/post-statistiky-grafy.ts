import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { grafyStatistik } from './domain/grafy';

/** Chart series of the statistics filter (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyGrafy, async ({ body }) => grafyStatistik(body));
