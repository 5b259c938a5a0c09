import { routes } from '../../shared/api/routes';
import { route } from '../lib/http';
import { exportCsv } from './domain/export-csv';

export const handler = route(routes.oznameniaExportCsv, async ({ query, body }) => exportCsv(body, query));
