import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { lokalitaUdalosti } from './domain/lokalita';

export const handler = route(routes.predmetSkodyLokalita, async ({ params }) => lokalitaUdalosti({ id: params.id }));
