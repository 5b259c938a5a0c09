import { authRoutes as routes } from '@shared/api/auth.routes';
import { route } from '../http/http';
import { redirect } from '../lib/result';
import { safeReturnPath, startLogin } from './domain/oidc';

export const handler = route(routes.authLogin, async ({ query, caller }) => {
  if (caller) return redirect(safeReturnPath(query.navrat));
  const { location, cookies } = await startLogin(query.navrat);
  return redirect(location, cookies);
});
