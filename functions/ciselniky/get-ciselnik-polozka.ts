import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { getPolozka } from './domain/get-polozka';

export const handler = route(routes.ciselnikPolozka, async ({ params }) => getPolozka({ typ: params.typ, uuid: params.polozkaCiselnikaId }));
