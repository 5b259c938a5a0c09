import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { syncRepo } from '../data/sync-repo';
import { route } from '../http/http';

export const handler = route(routes.synchronizacia, async () => ({
  poslednaSynchronizacia: (await syncRepo.get())?.poslednaSynchronizacia ?? null,
}));
