import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { listOznamenia } from './domain/list-oznamenia';

export const handler = route(routes.oznamenia, async ({ query, body }) => listOznamenia(body, query));
