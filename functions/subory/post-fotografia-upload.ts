import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { presignTempFile } from './domain/temp-files';

export const handler = route(routes.fotografiaTempUpload, ({ query, body }) => presignTempFile({ kind: 'fotografia', uploadSessionUuid: query.uploadSessionUuid, ...body }));
