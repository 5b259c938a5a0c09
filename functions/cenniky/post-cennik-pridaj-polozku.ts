import { cennikyRoutes as routes } from '@shared/api/cenniky.routes';
import { route } from '../http/http';
import { pridajPolozku } from './domain/pridaj-polozku';

export const handler = route(routes.cennikPridajPolozku, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return pridajPolozku({ typ: params.cennikName, uuid: params.id, body });
});
