import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { downloadFotografia } from './domain/fotografie';

export const handler = route(routes.oznamenieFotografiaNahlad, async ({ params }) => downloadFotografia(params.id, params.fileId, true));
