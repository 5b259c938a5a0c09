import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { addClenKomisie } from './domain/add-clen-komisie';

export const handler = route(routes.clenKomisieAdd, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return addClenKomisie({ skodovaUdalostId: params.skodovaUdalostId, body });
});
