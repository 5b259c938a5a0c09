import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { noContent } from '../lib/result';
import { odhlasitSpravy } from './domain/stav-hlasenia';

/** The opt-out link of the reporter's e-mails (a POST from the page: mail scanners that open links change nothing). */
export const handler = route(routes.webStavHlaseniaOdhlasit, async ({ event, body }) => {
  await rateLimit('statusLookups', clientAddress(event));
  await odhlasitSpravy(body.token);
  return noContent();
});
