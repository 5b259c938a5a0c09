import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { getSkodovaUdalost } from './domain/skodova-udalost';
import { upravitSkodovuUdalost } from './domain/upravit';

export const handler = route(routes.skodovaUdalostUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  await upravitSkodovuUdalost({ uuid: params.id, body });
  return getSkodovaUdalost(params.id);
});
