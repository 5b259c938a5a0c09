import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { odstranitPredmetSkody } from './domain/odstranit';

export const handler = route(routes.predmetSkodyDelete, async ({ params, setAuditEntity }) => {
  setAuditEntity(await odstranitPredmetSkody({ predmetSkodyId: params.predmetSkodyId }));
});
