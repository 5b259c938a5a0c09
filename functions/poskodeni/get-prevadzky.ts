import { routes } from '../../shared/api/routes';
import { route } from '../lib/http';
import { listPrevadzky } from './domain/poskodeny';

/** Premises (business records) of one IČO, for 'Zmeniť prevádzku'. */
export const handler = route(routes.poskodeniPrevadzky, async ({ query }) => listPrevadzky(query.ico));
