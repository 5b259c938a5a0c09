import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { saveZaverecneStanovisko } from './domain/save-zaverecne-stanovisko';

export const handler = route(routes.zaverecneStanoviskoUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return saveZaverecneStanovisko({ id: params.id, body });
});
