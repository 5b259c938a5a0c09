import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { exportCsv } from './domain/export-csv';

/** 'Export do CSV' of the filtered event list (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.skodoveUdalostiExportCsv, async ({ query, body }) => exportCsv(body, query));
