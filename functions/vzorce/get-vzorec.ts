import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { route } from '../http/http';
import { getVzorec } from './domain/vzorec-verzie';

export const handler = route(routes.vzorecDetail, async ({ params }) => getVzorec(params.cennikName));
