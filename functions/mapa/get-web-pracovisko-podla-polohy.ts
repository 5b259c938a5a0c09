import { mapaRoutes as routes } from '@shared/api/mapa.routes';
import { route } from '../http/http';
import { PUBLIC_TRUST_MS } from '../lib/read-cache';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { detectPracovisko } from './domain/detect-pracovisko';

/** The competent ŠOP SR workplace of the wizard's point (kept data trusted for a few seconds, rate-limited). */
export const handler = route(routes.webPracoviskoPodlaPolohy, async ({ event, query }) => {
  await rateLimit('mapLookups', clientAddress(event));
  return detectPracovisko({ lat: query.lat, lon: query.lon, trustMs: PUBLIC_TRUST_MS });
});
