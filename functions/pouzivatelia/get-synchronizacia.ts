import { routes } from '../../shared/api/routes';
import { syncRepo } from '../data/sync-repo';
import { route } from '../lib/http';

export const handler = route(routes.synchronizacia, async () => ({
  poslednaSynchronizacia: (await syncRepo.get())?.poslednaSynchronizacia ?? null,
}));
