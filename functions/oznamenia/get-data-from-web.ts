import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { dataZWebu } from './domain/data-z-webu';

export const handler = route(routes.oznamenieDataZWebu, async ({ params }) => dataZWebu(params.id));
