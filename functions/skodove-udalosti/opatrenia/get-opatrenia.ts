import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { getOpatrenia } from './domain/get-opatrenia';

export const handler = route(routes.opatrenia, async ({ params }) => getOpatrenia({ id: params.id }));
