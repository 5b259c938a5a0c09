import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { downloadPriloha } from './domain/download-priloha';

export const handler = route(routes.skodovaUdalostPrilohaDownload, ({ params }) => downloadPriloha({ owner: 'SKODOVA_UDALOST', uuid: params.id, fileId: params.fileId }));
