import { opakovaneUtokyRoutes as routes } from '@shared/api/opakovane-utoky.routes';
import { route } from '../http/http';
import { oznamenieOpakovanyUtok } from './domain/get-opakovany-utok';

export const handler = route(routes.oznamenieOpakovanyUtok, async ({ params }) => oznamenieOpakovanyUtok(params.id));
