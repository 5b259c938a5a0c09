import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { forbidden } from '../lib/errors';
import { route } from '../http/http';
import { updatePouzivatel } from './domain/update-pouzivatel';

export const handler = route(routes.pouzivatelUpdate, async ({ params, body, caller }) => {
  if (!caller?.pouzivatel) throw forbidden();
  return updatePouzivatel({ uuid: params.id, change: body, actor: caller.pouzivatel });
});
