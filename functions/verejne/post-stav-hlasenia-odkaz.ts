import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { stavPodlaOdkazu } from './domain/stav-hlasenia';

/** The personal link of the reporter's e-mails; limited like the look-up by code. */
export const handler = route(routes.webStavHlaseniaOdkaz, async ({ event, body }) => {
  await rateLimit('statusLookups', clientAddress(event));
  return stavPodlaOdkazu(body.token);
});
