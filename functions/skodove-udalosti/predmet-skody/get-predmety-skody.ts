import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { zoznamPredmetovSkody } from './domain/zoznam';

export const handler = route(routes.predmetySkody, async ({ params, query }) => zoznamPredmetovSkody({ skodovaUdalostId: params.skodovaUdalostId, page: query.page }));
