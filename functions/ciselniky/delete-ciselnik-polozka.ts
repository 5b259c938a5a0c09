import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { noContent } from '../lib/result';
import { deletePolozka } from './domain/delete-polozka';

export const handler = route(routes.ciselnikPolozkaDelete, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await deletePolozka({ uuid: params.id });
  return noContent();
});
