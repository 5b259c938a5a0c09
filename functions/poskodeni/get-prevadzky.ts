import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { listPrevadzky } from './domain/poskodeny';

/** Premises (business records) of one IČO, for 'Zmeniť prevádzku'. */
export const handler = route(routes.poskodeniPrevadzky, async ({ query }) => listPrevadzky(query.ico));
