import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { discardOznamenie } from './domain/discard-oznamenie';

export const handler = route(routes.oznamenieDiscard, async ({ params, setAuditEntity }) => {
  setAuditEntity(params.id);
  await discardOznamenie(params.id);
});
