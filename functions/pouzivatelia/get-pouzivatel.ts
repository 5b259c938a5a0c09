import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { notFound } from '../lib/errors';
import { route } from '../http/http';
import { toPouzivatel } from './domain/get-profil';

export const handler = route(routes.pouzivatel, async ({ params }) => {
  const user = await pouzivatelRepo.get(params.id);
  if (!user) throw notFound();
  return toPouzivatel(user);
});
