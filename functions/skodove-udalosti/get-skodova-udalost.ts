import { skodoveUdalostiRoutes as routes } from '@shared/api/skodove-udalosti.routes';
import { route } from '../http/http';
import { getSkodovaUdalost } from './domain/get-skodova-udalost';

export const handler = route(routes.skodovaUdalost, async ({ params }) => getSkodovaUdalost(params.id));
