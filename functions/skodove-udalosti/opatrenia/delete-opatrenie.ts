import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { odstranitOpatrenie } from './domain/odstranit-opatrenie';

export const handler = route(routes.opatrenieDelete, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await odstranitOpatrenie(params);
});
