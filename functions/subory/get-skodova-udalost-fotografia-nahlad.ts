import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { downloadFotografia } from './domain/download-fotografia';

export const handler = route(routes.skodovaUdalostFotografiaNahlad, ({ params }) => downloadFotografia({ owner: 'SKODOVA_UDALOST', uuid: params.id, fileId: params.fileId, nahlad: true }));
