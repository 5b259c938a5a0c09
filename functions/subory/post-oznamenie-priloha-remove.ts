import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { removePriloha } from './domain/remove-file';

export const handler = route(routes.oznameniePrilohaRemove, ({ params }) => removePriloha({ owner: 'OZNAMENIE', uuid: params.id, fileId: params.fileId }));
