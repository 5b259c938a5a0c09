import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie, SESSION_COOKIE, serializeCookie } from './cookies';

/** The two ways a cookie reaches a handler: API Gateway v2's `cookies` list, or the raw Cookie header. */
const viaHeader = (cookie: string) => ({ headers: { cookie } }) as unknown as APIGatewayProxyEventV2;
const viaList = (cookies: string[]) => ({ cookies, headers: {} }) as unknown as APIGatewayProxyEventV2;
/** API Gateway v2 splits the header at semicolons. */
const both = (cookie: string) => [viaHeader(cookie), viaList(cookie.split(';').map((c) => c.trim()).filter(Boolean))];

describe('readCookie', () => {
  it('reads a percent-encoded value that serializeCookie wrote', () => {
    const written = serializeCookie(SESSION_COOKIE, 'a b;ž=', { secure: true }).split(';')[0];

    for (const event of both(`x=1; ${written}; y=2`)) expect(readCookie(event, SESSION_COOKIE)).toBe('a b;ž=');
  });

  it('treats a value with bad percent-encoding as absent instead of throwing', () => {
    for (const value of ['%', '%Z', '%ZZ', '%E0%A4%A', '%C3', '%ED%A0%80', 'abc%', '%%', '100%25%'])
      for (const event of both(`es_sid=${value}`)) expect(readCookie(event, SESSION_COOKIE)).toBeUndefined();
  });

  it('reads another cookie when a neighbour has bad percent-encoding', () => {
    for (const event of both('es_draft=%; es_sid=abc; x=%ZZ')) expect(readCookie(event, SESSION_COOKIE)).toBe('abc');
  });

  it('takes the first of duplicate names, as browsers send the most specific path first', () => {
    for (const event of both('es_sid=first; es_sid=second')) expect(readCookie(event, SESSION_COOKIE)).toBe('first');
    for (const event of both('es_sid=%; es_sid=second')) expect(readCookie(event, SESSION_COOKIE)).toBeUndefined();
  });

  it('skips entries with an empty name or without =, and keeps an empty value empty', () => {
    for (const event of both('=x; =; ;; es_sid; =es_sid=y; es_sid=')) expect(readCookie(event, SESSION_COOKIE)).toBe('');
    for (const event of both('=x; =; es_sid')) expect(readCookie(event, SESSION_COOKIE)).toBeUndefined();
  });

  it('matches the name exactly: case, prefixes and surrounding spaces', () => {
    for (const event of both('ES_SID=a; es_sid_old=b; xes_sid=c;  es_sid =d')) expect(readCookie(event, SESSION_COOKIE)).toBe('d');
  });

  it('reads a 6 kB value and raw unicode bytes without throwing', () => {
    const long = 'a'.repeat(6 * 1024);
    const mojibake = Buffer.from('ž€😀', 'utf8').toString('latin1');

    for (const event of both(`es_sid=${long}`)) expect(readCookie(event, SESSION_COOKIE)).toBe(long);
    for (const event of both(`es_sid=${'%'.repeat(6 * 1024)}`)) expect(readCookie(event, SESSION_COOKIE)).toBeUndefined();
    for (const event of both(`es_sid=${mojibake}`)) expect(readCookie(event, SESSION_COOKIE)).toBe(mojibake);
  });

  it('returns undefined without a Cookie header or a cookies list', () => {
    expect(readCookie({ headers: {} } as unknown as APIGatewayProxyEventV2, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie({} as unknown as APIGatewayProxyEventV2, SESSION_COOKIE)).toBeUndefined();
  });

  it('never throws, and answers a string or undefined, for any Cookie header', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('%', '%Z', '%E0%A4%A', '=', ';', ' ', 'es_sid', 'es_sid=', '\uD800'));
    const header = fc.array(piece, { maxLength: 20 }).map((parts) => parts.join(''));

    fc.assert(
      fc.property(header, (cookie) => {
        for (const event of both(cookie)) {
          const value = readCookie(event, SESSION_COOKIE);
          expect(value === undefined || typeof value === 'string').toBe(true);
        }
      }),
    );
  });

  it('reads back every value serializeCookie writes, among hostile neighbours', () => {
    const neighbour = fc.constantFrom('es_sid_x=%', '=x', 'x=%ZZ', 'ES_SID=y', '');
    // encodeURIComponent cannot write lone surrogates: values are well-formed text
    const value = fc.string({ unit: 'grapheme', maxLength: 200 });

    fc.assert(
      fc.property(value, fc.array(neighbour, { maxLength: 4 }), (v, before) => {
        const written = serializeCookie(SESSION_COOKIE, v, { secure: false }).split(';')[0];
        for (const event of both([...before, written, 'es_sid=later'].join('; '))) expect(readCookie(event, SESSION_COOKIE)).toBe(v);
      }),
    );
  });
});
