import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { zmenitStav } from './domain/zmenit-stav';

export const handler = route(routes.skodovaUdalostZiadostPrijata, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await zmenitStav({ uuid: params.id, prechod: 'ziadostPrijata' });
});
