import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { updatePredmetSkody } from './domain/update-predmet-skody';

export const handler = route(routes.predmetSkodyUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return updatePredmetSkody({ skodovaUdalostId: params.skodovaUdalostId, slug: params.predmetSkodyKategoria, predmetSkodyId: params.predmetSkodyId, body });
});
