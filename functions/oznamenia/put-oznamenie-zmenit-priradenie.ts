import { oznameniaRoutes as routes } from '@shared/api/oznamenia.routes';
import { route } from '../http/http';
import { zmenitPriradenie } from './domain/zmeny';

export const handler = route(routes.oznamenieZmenitPriradenie, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.id);
  await zmenitPriradenie(params.id, body.uzemnePrislusnePracoviskoId);
});
