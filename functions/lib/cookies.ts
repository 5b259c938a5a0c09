import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const SESSION_COOKIE = 'es_sid';
export const AUTH_STATE_COOKIE = 'es_auth';

/**
 * The value of the cookie `name`, or undefined when the request does not carry it.
 *
 * API Gateway v2 passes cookies as `cookies: ['a=b', …]`; the Cookie header is the fallback. Whatever a
 * browser, an extension or another site on the domain left there, reading never throws:
 * - the first cookie of the name decides (browsers send the one with the most specific path first);
 * - a value that is not valid percent-encoding counts as absent: the product never set it, and a
 *   visitor with such a cookie is simply not signed in (or has no draft) instead of getting a 500;
 * - entries without a name or without `=` are skipped.
 */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const list = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  for (const c of list) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) return decodeValue(c.slice(i + 1).trim());
  }
  return undefined;
}

function decodeValue(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function serializeCookie(
  name: string,
  value: string,
  opts: { maxAge?: number; path?: string; secure: boolean; httpOnly?: boolean; sameSite?: 'Lax' | 'Strict' },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`, `SameSite=${opts.sameSite ?? 'Lax'}`];
  if (opts.httpOnly !== false) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  if (opts.maxAge !== undefined) parts.push(`Max-Age=${opts.maxAge}`);
  return parts.join('; ');
}
