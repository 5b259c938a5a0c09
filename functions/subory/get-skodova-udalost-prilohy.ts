import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { listPrilohy } from './domain/list-prilohy';

export const handler = route(routes.skodovaUdalostPrilohy, ({ params }) => listPrilohy({ owner: 'SKODOVA_UDALOST', uuid: params.id }));
