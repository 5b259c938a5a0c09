import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { changeStav } from './domain/change-stav';

export const handler = route(routes.skodovaUdalostRozhodnuta, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await changeStav({ uuid: params.id, prechod: 'rozhodnuta' });
});
