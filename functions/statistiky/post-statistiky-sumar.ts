import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { sumarStatistik } from './domain/sumar';

/** Summary of the whole statistics filter (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikySumar, async ({ body }) => sumarStatistik(body));
