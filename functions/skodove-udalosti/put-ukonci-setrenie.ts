import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { changeStav } from './domain/change-stav';

export const handler = route(routes.skodovaUdalostUkoncitSetrenie, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await changeStav({ uuid: params.skodovaUdalostId, prechod: 'ukoncitSetrenie' });
});
