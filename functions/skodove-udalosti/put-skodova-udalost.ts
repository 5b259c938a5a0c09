import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { getSkodovaUdalost } from './domain/get-skodova-udalost';
import { updateSkodovaUdalost } from './domain/update-skodova-udalost';

export const handler = route(routes.skodovaUdalostUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  await updateSkodovaUdalost({ uuid: params.id, body });
  return getSkodovaUdalost(params.id);
});
