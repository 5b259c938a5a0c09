import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { listCenniky } from './domain/list-cenniky';

export const handler = route(routes.cenniky, async () => listCenniky());
