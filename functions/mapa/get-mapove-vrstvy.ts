import { mapaRoutes as routes } from '@shared/api/mapa.routes';
import { route } from '../http/http';
import { activeMapLayers } from './domain/active-layers';

/** The overlay configuration in force (shared/domain/map-layers.ts; the local WMS in local mode). */
export const handler = route(routes.mapoveVrstvy, async () => ({ vrstvy: [...activeMapLayers()] }));
