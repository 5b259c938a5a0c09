import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { cancelOznamenie } from './domain/cancel-oznamenie';

export const handler = route(routes.oznamenieCancel, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await cancelOznamenie(params.id);
});
