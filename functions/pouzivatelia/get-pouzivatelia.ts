import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { route } from '../http/http';
import { listPouzivatelia } from './domain/list-pouzivatelia';

export const handler = route(routes.pouzivatelia, async ({ query }) => listPouzivatelia(query));
