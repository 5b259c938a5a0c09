import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { route } from '../http/http';
import { vzorecPdfSubor } from './domain/vzorec-pdf-subor';

export const handler = route(routes.vzorecPdf, async ({ params }) => vzorecPdfSubor({ kategoria: params.subor }));
