import { mapaRoutes as routes } from '@shared/api/mapa.routes';
import { route } from '../http/http';
import { detectPracovisko } from './domain/detect-pracovisko';

/** The competent ŠOP SR workplace of a point, for staff forms (fresh data: the stamps are read every time). */
export const handler = route(routes.pracoviskoPodlaPolohy, async ({ query }) => detectPracovisko({ lat: query.lat, lon: query.lon, trustMs: 0 }));
