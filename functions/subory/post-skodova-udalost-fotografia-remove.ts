import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { removeFotografia } from './domain/remove-file';

export const handler = route(routes.skodovaUdalostFotografiaRemove, ({ params }) => removeFotografia({ owner: 'SKODOVA_UDALOST', uuid: params.id, fileId: params.fileId }));
