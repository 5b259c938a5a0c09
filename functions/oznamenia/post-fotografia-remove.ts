import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { removeFotografia } from './domain/fotografie';

export const handler = route(routes.oznamenieFotografiaRemove, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await removeFotografia(params.id, params.fileId);
});
