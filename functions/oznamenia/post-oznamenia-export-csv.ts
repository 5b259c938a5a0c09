import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { exportCsv } from './domain/export-csv';

export const handler = route(routes.oznameniaExportCsv, async ({ query, body }) => exportCsv(body, query));
