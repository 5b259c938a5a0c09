import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { heatmapStatistik } from './domain/heatmap';

/** Heatmap points of the statistics filter, columnar (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyHeatmap, async ({ body }) => heatmapStatistik(body));
