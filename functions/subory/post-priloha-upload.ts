import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { presignTempFile } from './domain/temp-files';

export const handler = route(routes.prilohaTempUpload, ({ query, body }) => presignTempFile({ kind: 'priloha', uploadSessionUuid: query.uploadSessionUuid, ...body }));
