import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { getPredmetSkody } from './domain/get-predmet-skody';

export const handler = route(routes.predmetSkody, async ({ params }) =>
  getPredmetSkody({ skodovaUdalostId: params.skodovaUdalostId, slug: params.predmetSkodyKategoria, predmetSkodyId: params.predmetSkodyId }),
);
