import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { listPredmetySkody } from './domain/list-predmety-skody';

export const handler = route(routes.predmetySkody, async ({ params, query }) => listPredmetySkody({ skodovaUdalostId: params.skodovaUdalostId, page: query.page }));
