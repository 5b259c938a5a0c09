import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { attachPrilohy } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaAttach, async ({ params, query, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return attachPrilohy(params.id, query.uploadSessionUuid, body.prilohy);
});
