import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { ulozitOtazky } from './domain/ulozit-otazky';

export const handler = route(routes.opatreniaUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return ulozitOtazky({ id: params.id, body });
});
