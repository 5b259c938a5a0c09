import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { attachPrilohy } from './domain/attach-prilohy';

export const handler = route(routes.oznameniePrilohaAttach, ({ params, query, body }) =>
  attachPrilohy({ owner: 'OZNAMENIE', uuid: params.id, uploadSessionUuid: query.uploadSessionUuid, filenames: body.prilohy }),
);
