import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { removeFotografia } from './domain/remove-file';

export const handler = route(routes.oznamenieFotografiaRemove, ({ params }) => removeFotografia({ owner: 'OZNAMENIE', uuid: params.id, fileId: params.fileId }));
