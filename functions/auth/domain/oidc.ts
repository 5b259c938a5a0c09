/**
 * Staff sign-in with OpenID Connect (authorization code + PKCE, public client).
 * Locally the issuer is the embedded provider; in AWS the Cognito user pool. Same code.
 */
import * as client from 'openid-client';
import { sessionRepo } from '../../data/session-repo';
import { AUTH_STATE_COOKIE, SESSION_COOKIE, serializeCookie } from '../../lib/cookies';
import { env } from '../../lib/env';
import { log } from '../../lib/log';

let configPromise: Promise<client.Configuration> | undefined;

function oidcConfig(): Promise<client.Configuration> {
  if (!configPromise) {
    const e = env();
    configPromise = client
      .discovery(
        new URL(e.OIDC_ISSUER),
        e.OIDC_CLIENT_ID,
        undefined,
        client.None(),
        e.OIDC_ALLOW_HTTP === 'true' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        configPromise = undefined; // try again on the next request
        throw err;
      });
  }
  return configPromise;
}

const secure = () => env().APP_ORIGIN.startsWith('https://');
const callbackUrl = () => `${env().APP_ORIGIN}/auth/callback`;
export const LOGIN_ERROR_PATH = '/chyba-prihlasenia';

/** Only local staff paths are accepted as the place to return to after login (no open redirect). */
export function safeReturnPath(navrat: string | undefined): string {
  if (!navrat || !/^\/is(\/[\w\-./%?=&]*)?$/.test(navrat) || navrat.includes('//')) return '/is';
  return navrat;
}

export async function startLogin(navrat: string | undefined): Promise<{ location: string; cookies: string[] }> {
  const config = await oidcConfig();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await sessionRepo.putAuthRequest({ state, nonce, codeVerifier, navrat: safeReturnPath(navrat) });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return {
    location: url.href,
    cookies: [serializeCookie(AUTH_STATE_COOKIE, state, { path: '/auth', maxAge: 600, secure: secure() })],
  };
}

const clearAuthCookie = () => serializeCookie(AUTH_STATE_COOKIE, '', { path: '/auth', maxAge: 0, secure: secure() });

export async function finishLogin(
  stateCookie: string | undefined,
  rawQueryString: string,
): Promise<{ location: string; cookies: string[] }> {
  const query = new URLSearchParams(rawQueryString);
  const pending = stateCookie && stateCookie === query.get('state') ? await sessionRepo.takeAuthRequest(stateCookie) : null;
  if (!pending || query.has('error')) {
    log.warn('login callback rejected', { hasPending: Boolean(pending), error: query.get('error') ?? undefined });
    return { location: LOGIN_ERROR_PATH, cookies: [clearAuthCookie()] };
  }
  try {
    const config = await oidcConfig();
    const tokens = await client.authorizationCodeGrant(config, new URL(`${callbackUrl()}?${rawQueryString}`), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no id token claims');
    const login = String(claims.preferred_username ?? claims['cognito:username'] ?? claims.sub);
    const { id } = await sessionRepo.create({ login, sub: claims.sub, idToken: tokens.id_token }, env().SESSION_HOURS);
    return {
      location: pending.navrat,
      cookies: [
        clearAuthCookie(),
        serializeCookie(SESSION_COOKIE, id, { maxAge: Math.round(env().SESSION_HOURS * 3600), secure: secure() }),
      ],
    };
  } catch (err) {
    log.error('login failed', { error: err instanceof Error ? err.message : String(err) });
    return { location: LOGIN_ERROR_PATH, cookies: [clearAuthCookie()] };
  }
}

/** Ends the product session and, where the issuer supports it, the identity provider's session too. */
export async function logout(sessionId: string | undefined): Promise<{ location: string; cookies: string[] }> {
  const session = sessionId ? await sessionRepo.get(sessionId) : null;
  if (sessionId) await sessionRepo.delete(sessionId);
  const cookies = [serializeCookie(SESSION_COOKIE, '', { maxAge: 0, secure: secure() })];
  let location = '/';
  try {
    const config = await oidcConfig();
    if (config.serverMetadata().end_session_endpoint && session) {
      location = client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: `${env().APP_ORIGIN}/`,
        ...(session.idToken ? { id_token_hint: session.idToken } : {}),
      }).href;
    } else if (env().OIDC_LOGOUT_URL) {
      location = env().OIDC_LOGOUT_URL as string;
    }
  } catch (err) {
    log.warn('identity provider unreachable at logout', { error: String(err) });
  }
  return { location, cookies };
}
