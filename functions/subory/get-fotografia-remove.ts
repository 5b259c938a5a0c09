import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { removeTempFile } from './domain/temp-files';

export const handler = route(routes.fotografiaTempRemove, ({ query }) => removeTempFile({ kind: 'fotografia', ...query }));
