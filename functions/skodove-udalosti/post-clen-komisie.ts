import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { pridatClenaKomisie } from './domain/clen-komisie-pridat';

export const handler = route(routes.clenKomisieAdd, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  return pridatClenaKomisie({ skodovaUdalostId: params.skodovaUdalostId, body });
});
