import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { route } from '../../http/http';
import { ulozitZaverecneStanovisko } from './domain/ulozit-zaverecne-stanovisko';

export const handler = route(routes.zaverecneStanoviskoUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return ulozitZaverecneStanovisko({ id: params.id, body });
});
