import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { removeClenKomisie } from './domain/remove-clen-komisie';

export const handler = route(routes.clenKomisieRemove, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.clenKomisieId);
  await removeClenKomisie({ clenKomisieId: params.clenKomisieId });
});
