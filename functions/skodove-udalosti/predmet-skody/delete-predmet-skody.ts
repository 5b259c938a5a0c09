import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { removePredmetSkody } from './domain/remove-predmet-skody';

export const handler = route(routes.predmetSkodyDelete, async ({ params, setAuditEntity }) => {
  setAuditEntity(await removePredmetSkody({ predmetSkodyId: params.predmetSkodyId }));
});
