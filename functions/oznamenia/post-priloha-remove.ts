import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { removePriloha } from './domain/prilohy';

export const handler = route(routes.oznameniePrilohaRemove, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await removePriloha(params.id, params.fileId);
});
