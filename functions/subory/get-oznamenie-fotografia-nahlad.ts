import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { downloadFotografia } from './domain/download-fotografia';

export const handler = route(routes.oznamenieFotografiaNahlad, ({ params }) => downloadFotografia({ owner: 'OZNAMENIE', uuid: params.id, fileId: params.fileId, nahlad: true }));
