import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { route } from '../http/http';
import { directory } from './domain/directory/directory';
import { synchronize } from './domain/synchronize';

export const handler = route(routes.synchronizovat, async ({ caller, setAuditEntity }) => {
  setAuditEntity('POUZIVATELIA');
  return synchronize({ directory: directory(), actorLogin: caller?.session.login ?? '' });
});
