import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { changePracovisko } from './domain/change-pracovisko';

export const handler = route(routes.oznamenieZmenitPriradenie, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  await changePracovisko(params.id, body.uzemnePrislusnePracoviskoId);
});
