import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { listFotografie } from './domain/fotografie';

export const handler = route(routes.oznamenieFotografie, async ({ params }) => listFotografie(params.id));
