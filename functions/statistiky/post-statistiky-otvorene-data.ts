import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { otvoreneData } from './domain/otvorene-data';

/** Open data: the statistics filter aggregated to the EEA 10 km grid, CSV or GeoJSON (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyOtvoreneData, async ({ query, body }) => otvoreneData(body, query));
