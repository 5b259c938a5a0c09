import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { attachFotografie } from './domain/pridat-fotografie';

export const handler = route(routes.oznamenieFotografiaAttach, async ({ params, query, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return attachFotografie(params.id, query.uploadSessionUuid, body.fotografie);
});
