import { statistikyRoutes as routes } from '@shared/api/statistiky.routes';
import { route } from '../http/http';
import { ocakavaneVyplaty } from './domain/ocakavane-vyplaty';

/** 'Očakávané výplaty' of the calendar year (VYHODNOCOVANIE_UDAJOV). */
export const handler = route(routes.statistikyOcakavaneVyplaty, async () => ocakavaneVyplaty());
