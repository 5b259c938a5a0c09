import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { pridatOpatrenie } from './domain/pridat-opatrenie';

export const handler = route(routes.opatreniePastieri, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return pridatOpatrenie({ skodovaUdalostId: params.skodovaUdalostId, druh: 'pastieri', body });
});
