import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { downloadPriloha } from './domain/download-priloha';

export const handler = route(routes.oznameniePrilohaDownload, ({ params }) => downloadPriloha({ owner: 'OZNAMENIE', uuid: params.id, fileId: params.fileId }));
