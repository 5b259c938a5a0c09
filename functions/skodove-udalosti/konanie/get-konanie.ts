import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { getKonanie } from './domain/get-konanie';

export const handler = route(routes.konanie, async ({ params }) => getKonanie({ id: params.id }));
