import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { getDataFromWeb } from './domain/get-data-from-web';

export const handler = route(routes.oznamenieDataZWebu, async ({ params }) => getDataFromWeb(params.id));
