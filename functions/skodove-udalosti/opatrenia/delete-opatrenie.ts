import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { removeOpatrenie } from './domain/remove-opatrenie';

export const handler = route(routes.opatrenieDelete, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await removeOpatrenie(params);
});
