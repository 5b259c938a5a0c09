import { oznameniaRoutes as routes } from '../../shared/api/oznamenia.routes';
import { route } from '../lib/http';
import { log } from '../lib/log';
import { deleteObject } from '../lib/uploads';
import { discardOznamenie } from './domain/zmeny';

export const handler = route(routes.oznamenieDiscard, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  const { s3Keys } = await discardOznamenie(params.id);
  for (const key of s3Keys) await deleteObject(key).catch((err) => log.warn('file of a discarded notification not deleted', { key, error: String(err) }));
});
