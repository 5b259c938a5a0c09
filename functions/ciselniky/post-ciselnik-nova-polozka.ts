import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { createPolozka } from './domain/create-polozka';

export const handler = route(routes.ciselnikPolozkaCreate, async ({ params, body, setAuditEntity }) => {
  const created = await createPolozka({ typ: params.typ, body });
  setAuditEntity(created.uuid);
  return created;
});
