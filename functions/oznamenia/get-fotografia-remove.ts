import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { removeTempFotografia } from './domain/pridat-fotografie';

export const handler = route(routes.oznamenieFotografiaTempRemove, async ({ query }) => {
  await removeTempFotografia(query.uploadSessionUuid, query.filename);
});
