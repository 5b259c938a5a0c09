import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { addPolozka } from './domain/add-polozka';

export const handler = route(routes.cennikPridajPolozku, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return addPolozka({ typ: params.cennikName, uuid: params.id, body });
});
