import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { listFotografie } from './domain/list-fotografie';

export const handler = route(routes.oznamenieFotografie, ({ params }) => listFotografie({ owner: 'OZNAMENIE', uuid: params.id }));
