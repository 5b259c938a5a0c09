import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { getLokalita } from './domain/get-lokalita';

export const handler = route(routes.predmetSkodyLokalita, async ({ params }) => getLokalita({ id: params.id }));
