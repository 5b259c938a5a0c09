import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { removePriloha } from './domain/remove-file';

export const handler = route(routes.skodovaUdalostPrilohaRemove, ({ params }) => removePriloha({ owner: 'SKODOVA_UDALOST', uuid: params.id, fileId: params.fileId }));
