import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { getOznamenie } from './domain/get-oznamenie';

export const handler = route(routes.oznamenie, async ({ params }) => getOznamenie(params.id));
