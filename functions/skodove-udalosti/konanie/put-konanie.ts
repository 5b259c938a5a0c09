import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { saveKonanie } from './domain/save-konanie';

export const handler = route(routes.konanieUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return saveKonanie({ id: params.id, body });
});
