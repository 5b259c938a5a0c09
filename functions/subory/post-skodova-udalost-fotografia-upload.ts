import { suboryRoutes as routes } from '@shared/api/subory.routes';
import { route } from '../http/http';
import { attachFotografie } from './domain/attach-fotografie';

export const handler = route(routes.skodovaUdalostFotografiaAttach, ({ params, query, body }) =>
  attachFotografie({ owner: 'SKODOVA_UDALOST', uuid: params.id, uploadSessionUuid: query.uploadSessionUuid, filenames: body.fotografie }),
);
