import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { exportCennikCsv } from './domain/export-csv';

export const handler = route(routes.cennikExportCsv, async ({ params, query }) => exportCennikCsv({ typ: params.cennikName, version: query.version }));
