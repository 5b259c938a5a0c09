import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { odstranitClenaKomisie } from './domain/clen-komisie-odstranit';

export const handler = route(routes.clenKomisieRemove, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.clenKomisieId);
  await odstranitClenaKomisie({ clenKomisieId: params.clenKomisieId });
});
