import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { upravitPredmetSkody } from './domain/upravit';

export const handler = route(routes.predmetSkodyUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return upravitPredmetSkody({ skodovaUdalostId: params.skodovaUdalostId, slug: params.predmetSkodyKategoria, predmetSkodyId: params.predmetSkodyId, body });
});
