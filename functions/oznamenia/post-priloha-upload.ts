import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { presignPriloha } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaTempUpload, async ({ query, body }) => presignPriloha(query.uploadSessionUuid, body));
