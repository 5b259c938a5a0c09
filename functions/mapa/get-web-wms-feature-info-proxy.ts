import { mapaRoutes as routes } from '@shared/api/mapa.routes';
import { route } from '../http/http';
import { clientAddress, rateLimit } from '../lib/rate-limit';
import { featureInfoResult } from './domain/proxy-response';

/** GetFeatureInfo of a configured layer for the public wizard's map, rate-limited per client. */
export const handler = route(routes.webWmsFeatureInfoProxy, async ({ event, query }) => {
  await rateLimit('mapLookups', clientAddress(event));
  return featureInfoResult(query.url);
});
