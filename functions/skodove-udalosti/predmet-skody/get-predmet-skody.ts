import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { detailPredmetuSkody } from './domain/detail';

export const handler = route(routes.predmetSkody, async ({ params }) =>
  detailPredmetuSkody({ skodovaUdalostId: params.skodovaUdalostId, slug: params.predmetSkodyKategoria, predmetSkodyId: params.predmetSkodyId }),
);
