import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { discardSkodovaUdalost } from './domain/discard-skodova-udalost';

export const handler = route(routes.skodovaUdalostDiscard, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await discardSkodovaUdalost({ uuid: params.id });
});
