import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { listPrilohy } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohy, async ({ params }) => listPrilohy(params.id));
