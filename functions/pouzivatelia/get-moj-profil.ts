import { ERROR_TEXTS } from '@shared/api/errors';
import { pouzivateliaRoutes as routes } from '@shared/api/pouzivatelia.routes';
import { forbidden, unauthorized } from '../lib/errors';
import { route } from '../http/http';
import { toPouzivatel } from './domain/get-profil';

/** 403 for a signed-in account without a product user record: the web shows the 'unsynchronised account' page. */
export const handler = route(routes.mojProfil, async ({ caller }) => {
  if (!caller) throw unauthorized();
  if (!caller.pouzivatel?.aktivny) throw forbidden(ERROR_TEXTS.notSynchronised);
  return toPouzivatel(caller.pouzivatel);
});
