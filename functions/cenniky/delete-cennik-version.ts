import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { deleteVerzia } from './domain/delete-verzia';

export const handler = route(routes.cennikVersionDelete, async ({ params, query }) => deleteVerzia({ typ: params.cennikName, cisloVerzie: query.version }));
