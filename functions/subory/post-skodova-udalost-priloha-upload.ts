import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { attachPrilohy } from './domain/attach-prilohy';

export const handler = route(routes.skodovaUdalostPrilohaAttach, ({ params, query, body }) =>
  attachPrilohy({ owner: 'SKODOVA_UDALOST', uuid: params.id, uploadSessionUuid: query.uploadSessionUuid, filenames: body.prilohy }),
);
