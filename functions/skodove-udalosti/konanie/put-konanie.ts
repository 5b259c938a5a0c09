import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { ulozitKonanie } from './domain/ulozit-konanie';

export const handler = route(routes.konanieUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return ulozitKonanie({ id: params.id, body });
});
