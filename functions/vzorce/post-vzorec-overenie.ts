import { vzorceRoutes as routes } from '@shared/api/vzorce.routes';
import { forbidden } from '@functions/lib/errors';
import { route } from '../http/http';
import { signOffVerzia } from './domain/vzorec-verzie';

export const handler = route(routes.vzorecOverenie, async ({ params, body, caller }) => {
  // the sign-off names a person: the route's rights already require a signed-in user
  const p = caller?.pouzivatel;
  if (!p) throw forbidden();
  return signOffVerzia({ typ: params.cennikName, cisloVerzie: params.cislo, body, pouzivatel: p });
});
