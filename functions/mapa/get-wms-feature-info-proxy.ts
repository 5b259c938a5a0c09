import { mapaRoutes as routes } from '@shared/api/mapa.routes';
import { route } from '../http/http';
import { featureInfoResult } from './domain/proxy-response';

/** GetFeatureInfo of a configured layer for staff maps (spec part 2 §7 'Map'). */
export const handler = route(routes.wmsFeatureInfoProxy, async ({ query }) => featureInfoResult(query.url));
