import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { exportUcinnostOpatreni } from './domain/ucinnost-opatreni';

/** CSV of 'Účinnosť opatrení' (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyUcinnostOpatreniExport, async ({ body }) => exportUcinnostOpatreni(body));
