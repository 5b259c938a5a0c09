import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { removeTempPriloha } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaTempRemove, async ({ query }) => {
  await removeTempPriloha(query.uploadSessionUuid, query.filename);
});
