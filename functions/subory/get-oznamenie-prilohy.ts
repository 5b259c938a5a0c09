import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { listPrilohy } from './domain/list-prilohy';

export const handler = route(routes.oznameniePrilohy, ({ params }) => listPrilohy({ owner: 'OZNAMENIE', uuid: params.id }));
