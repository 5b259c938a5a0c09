import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { getZaverecneStanovisko } from './domain/get-zaverecne-stanovisko';

export const handler = route(routes.zaverecneStanovisko, async ({ params }) => getZaverecneStanovisko({ id: params.id }));
