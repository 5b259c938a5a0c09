import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { ucinnostOpatreni } from './domain/ucinnost-opatreni';

/** 'Účinnosť opatrení': damage before and after preventive measures (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyUcinnostOpatreni, async ({ body }) => ucinnostOpatreni(body));
