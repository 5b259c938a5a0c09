import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const SESSION_COOKIE = 'es_sid';
export const AUTH_STATE_COOKIE = 'es_auth';

/** API Gateway v2 passes cookies as `cookies: ['a=b', …]`; fall back to the Cookie header. */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const list = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  for (const c of list) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) return decodeURIComponent(c.slice(i + 1).trim());
  }
  return undefined;
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
