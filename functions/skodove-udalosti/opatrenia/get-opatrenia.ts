import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { getOpatrenia } from './domain/opatrenia-detail';

export const handler = route(routes.opatrenia, async ({ params }) => getOpatrenia({ id: params.id }));
