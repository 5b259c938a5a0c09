import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { stavPodlaKodu } from './domain/stav-hlasenia';

/** 'Zistiť stav': rate-limited per client, so that guessing codes and e-mails is no way in. */
export const handler = route(routes.webStavHlasenia, async ({ event, body }) => {
  await rateLimit('statusLookups', clientAddress(event));
  return stavPodlaKodu(body);
});
