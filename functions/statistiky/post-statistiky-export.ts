import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { exportStatistik } from './domain/export-csv';

/** 'Export do CSV' of the statistics filter in the browser's time zone (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyExport, async ({ query, body }) => exportStatistik(body, query));
