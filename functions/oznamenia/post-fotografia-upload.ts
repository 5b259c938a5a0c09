import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { presignFotografia } from './domain/pridat-fotografie';

export const handler = route(routes.oznamenieFotografiaTempUpload, async ({ query, body }) => presignFotografia(query.uploadSessionUuid, body));
