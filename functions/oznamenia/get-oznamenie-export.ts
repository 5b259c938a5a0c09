import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { exportPdf } from './domain/export-pdf';

export const handler = route(routes.oznamenieExport, async ({ params }) => exportPdf(params.id));
