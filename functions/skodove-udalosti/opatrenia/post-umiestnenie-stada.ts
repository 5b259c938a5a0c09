import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { addOpatrenie } from './domain/add-opatrenie';

export const handler = route(routes.opatrenieUmiestnenieStada, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return addOpatrenie({ skodovaUdalostId: params.skodovaUdalostId, druh: 'umiestnenieStada', body });
});
