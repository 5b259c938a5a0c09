import { routes } from '../../shared/api/routes';
import { route } from '../lib/http';
import { presignPriloha } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaTempUpload, async ({ query, body }) => presignPriloha(query.uploadSessionUuid, body));
