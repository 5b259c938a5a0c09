import { authRoutes as routes } from '@shared/api/auth.routes';
import { readCookie, SESSION_COOKIE } from '../lib/cookies';
import { route } from '../http/http';
import { redirect } from '../lib/result';
import { logout } from './domain/oidc';

/** Logout is a form POST (spec part 1 §1); 303 makes the browser follow with GET. */
export const handler = route(routes.logout, async ({ event }) => {
  const { location, cookies } = await logout(readCookie(event, SESSION_COOKIE));
  return redirect(location, cookies, 303);
});
