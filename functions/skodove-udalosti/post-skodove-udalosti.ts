import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { listSkodoveUdalosti } from './domain/list-skodove-udalosti';

/** 'Zoznam škodových udalostí' (EVIDENCIA_SKOD). */
export const handler = route(routes.skodoveUdalosti, async ({ query, body }) => listSkodoveUdalosti(body, query));
