import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { zmenitStav } from './domain/zmenit-stav';

export const handler = route(routes.skodovaUdalostUkoncitSetrenie, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  await zmenitStav({ uuid: params.skodovaUdalostId, prechod: 'ukoncitSetrenie' });
});
