import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { downloadPriloha } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaDownload, async ({ params }) => downloadPriloha(params.id, params.fileId));
