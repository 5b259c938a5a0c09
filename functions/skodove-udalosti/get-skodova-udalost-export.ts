import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { exportSkodovaUdalostPdf } from './domain/export-pdf';

export const handler = route(routes.skodovaUdalostExport, async ({ params, query }) => exportSkodovaUdalostPdf({ uuid: params.id, timezone: query.timezone }));
