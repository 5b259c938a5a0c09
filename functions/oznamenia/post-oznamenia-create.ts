import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { createOznamenie } from './domain/create-oznamenie';

export const handler = route(routes.oznamenieCreate, async ({ caller, setAuditEntity }) => {
  const out = await createOznamenie(caller?.session.login ?? '');
  setAuditEntity(out.uuid);
  return out;
});
