import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { downloadFotografia } from './domain/fotografie';

export const handler = route(routes.oznamenieFotografiaDownload, async ({ params }) => downloadFotografia(params.id, params.fileId, false));
