import { authRoutes as routes } from '@shared/api/auth.routes';
import { AUTH_STATE_COOKIE, readCookie } from '../lib/cookies';
import { route } from '../http/http';
import { redirect } from '../lib/result';
import { finishLogin } from './domain/oidc';

export const handler = route(routes.authCallback, async ({ event }) => {
  const { location, cookies } = await finishLogin(readCookie(event, AUTH_STATE_COOKIE), event.rawQueryString ?? '');
  return redirect(location, cookies);
});
