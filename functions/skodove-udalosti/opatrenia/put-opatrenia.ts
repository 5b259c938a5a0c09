import { opatreniaRoutes as routes } from '@shared/api/opatrenia.routes';
import { route } from '../../http/http';
import { saveOtazky } from './domain/save-otazky';

export const handler = route(routes.opatreniaUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  return saveOtazky({ id: params.id, body });
});
