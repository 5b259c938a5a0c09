import { ciselnikyRoutes as routes } from '@shared/api/ciselniky.routes';
import { route } from '../http/http';
import { updatePolozka } from './domain/update-polozka';

export const handler = route(routes.ciselnikPolozkaUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.polozkaCiselnikaId);
  return updatePolozka({ typ: params.typ, uuid: params.polozkaCiselnikaId, body });
});
