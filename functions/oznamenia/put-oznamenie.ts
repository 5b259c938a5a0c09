import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { getOznamenie } from './domain/get-oznamenie';
import { updateOznamenie } from './domain/update-oznamenie';

export const handler = route(routes.oznamenieUpdate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  await updateOznamenie(params.id, body);
  return getOznamenie(params.id);
});
