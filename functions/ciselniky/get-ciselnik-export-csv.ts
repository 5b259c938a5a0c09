import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { exportCiselnikCsv } from './domain/export-csv';

export const handler = route(routes.ciselnikExportCsv, async ({ params }) => exportCiselnikCsv({ typ: params.typ }));
