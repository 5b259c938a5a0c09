import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { assignOznamenie } from './domain/assign-oznamenie';

export const handler = route(routes.oznamenieAssign, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await assignOznamenie(params.id);
});
