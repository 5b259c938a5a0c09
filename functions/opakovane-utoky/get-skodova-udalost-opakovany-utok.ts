import { opakovaneUtokyRoutes as routes } from '@shared/api/opakovane-utoky.routes';
import { route } from '../http/http';
import { skodovaUdalostOpakovanyUtok } from './domain/get-opakovany-utok';

export const handler = route(routes.skodovaUdalostOpakovanyUtok, async ({ params }) => skodovaUdalostOpakovanyUtok(params.id));
