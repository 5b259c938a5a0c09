/**
 * Self-fuzzing, generated from the route table like the authorisation matrix: every route of
 * shared/api/routes.ts gets malformed input, as an anonymous visitor (with and without a wizard
 * draft) and as `spravca`, who holds every right. Inputs come from the route's own method, path
 * parameters and query/body schemas (scripts/test/zod-arbitrary.ts): wrong JSON types, huge and
 * control-character strings, prototype keys, non-UUID and unknown-UUID ids, out-of-range paging and
 * sort keys, non-JSON bodies. A route added later is fuzzed without anyone writing a test for it.
 *
 * Headers are a dimension of their own: every request carries the next hostile Cookie header (bad
 * percent-encoding, duplicate and empty names, a 6 kB value, raw UTF-8; after the caller's own
 * cookies) and the next hostile Accept-Encoding, If-None-Match, Range or Content-Type, so each route
 * meets every header case without a request of its own; the first GET that answered 2xx is asked
 * again with each header that shapes an answer, where the handler and the kept-answer code read them.
 *
 * Asserted for every answer: no 5xx, and every 4xx carries exactly `{ generalErrors, fieldErrors }`.
 * Deterministic: a fixed seed per route (FUZZ_SEED), FUZZ_RUNS random requests per route and caller.
 * The fuzz user writes to this file's own table, so it may create, change and delete freely.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { type RouteDef, routeKey } from '@shared/api/route';
import { routeList } from '@shared/api/routes';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import * as z from '@shared/api/zm';
import { type ApiResponse, startTestApi, type TestApi } from '../scripts/test/api-harness';
import { HOSTILE_STRINGS, PROTOTYPE_KEYS, hostileString, schemaArbitrary, toQueryPairs, UNKNOWN_UUID } from '../scripts/test/zod-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const W = '/api/web-oznamenie';
/** CloudFront refuses URLs over 8,192 bytes before any handler runs; long path and query values stay near that. */
const MAX_QUERY_VALUE = 1000;

/** Exactly the spec's error body: nothing more, nothing less. */
const strictErrorBody = z.strictObject({
  generalErrors: z.array(z.string()),
  fieldErrors: z.array(z.strictObject({ fieldName: z.string(), message: z.string() })),
});

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType?: string };
interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body: Body;
}
type CallerName = 'anonym' | 'anonym s konceptom' | 'spravca';
/** What a request carries besides its method, URL and body. */
interface HeaderCase {
  cookie: string;
  headers: Record<string, string>;
}
interface Finding {
  route: string;
  caller: CallerName;
  request: string;
  headers: string;
  status: number;
  body: string;
}

let api: TestApi;
let spravcaCookie = '';
let draftCookie = '';
const knownIds: string[] = [];

const NON_JSON_BODIES = ['not json', '{', '[1,2', '\u0000', '<xml/>', 'a=1&b=2', '{"a":1}{"b":2}', '{"a":"\\ud800"}', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', 'null', '[]', '"text"', '123', 'true', '1e999', '{"a":'.repeat(2000)];
const RAW_PATH_SEGMENTS = ['x', '%ZZ', '%00', '%2F', '..', '%2E%2E', 'null', '-1', '0', '1e309', encodeURIComponent('ž'.repeat(400)), 'A'.repeat(2000), ...PROTOTYPE_KEYS];

/** A header value as raw UTF-8 bytes, as a browser sends them (fetch takes only Latin-1 header strings). */
const utf8Bytes = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

/** Cookie headers a browser, an extension or another site on the domain could leave; '' = none of its own. */
const HOSTILE_COOKIES = [
  '',
  'es_sid=%; es_draft=%E0%A4%A; es_auth=%ZZ',
  'es_sid=; es_draft=; =; =x; ;; es_sid; es_auth; ==',
  `es_sid=${'a'.repeat(6 * 1024)}`,
  `es_draft=${'%41'.repeat(2000)}; es_auth=${'%'.repeat(2000)}`,
  'es_sid=x; es_sid=%; es_draft=y; es_draft=%C3; es_auth=1; es_auth=%',
  utf8Bytes('es_sid=ž😀; es_draft="ž"; ž=%; es_auth=\\u0000%'),
  '__proto__=%; constructor=1; es_sid=__proto__; es_draft=constructor',
];

/** Headers that shape the answer (conditional requests, encodings, ranges): odd, repeated, huge, unicode, empty. */
const ANSWER_HEADERS: Record<string, string>[] = [
  { 'accept-encoding': '*' },
  { 'accept-encoding': 'br;q=abc, gzip;q=-1, identity;q=0' },
  { 'accept-encoding': ',,;;==, br ; q = 0.0 ,GZIP;Q=1, br' },
  { 'accept-encoding': `gzip;q=0.${'0'.repeat(5000)}1` },
  { 'accept-encoding': utf8Bytes('žip, bröt') },
  { 'accept-encoding': '' },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"x", "y"' },
  { 'if-none-match': '", W/, ,,, *x' },
  { 'if-none-match': `W/"${'a'.repeat(5000)}"` },
  { 'if-none-match': utf8Bytes('"ž", W/"😀"') },
  { 'if-none-match': '' },
  { range: 'bytes=abc' },
  { range: `bytes=0-0,-1,5-,1-1${',0-0'.repeat(300)}` },
  { range: 'bytes=99999999999999999999999-1' },
  { range: 'items=0-9' },
  { 'if-match': '*', 'if-modified-since': utf8Bytes('včera'), accept: '*/*;q=abc', 'accept-language': 'x'.repeat(2000) },
  // CloudFront sets it in AWS; a forged one must not become a rate-limit key
  { 'cloudfront-viewer-address': 'x'.repeat(3000) },
  { 'cloudfront-viewer-address': utf8Bytes('ž:😀:443') },
];

/** Content types: the adapter base64-encodes a body it does not take for text, the wrapper reads it as JSON. */
const BODY_HEADERS: Record<string, string>[] = [
  { 'content-type': 'multipart/form-data; boundary=' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': `application/json; x=${'a'.repeat(5 * 1024)}` },
  { 'content-type': 'text/plain; charset=utf-16' },
  { 'content-type': 'application/octet-stream' },
  { 'content-type': ';;;=' },
  { 'content-type': utf8Bytes('application/ž+json') },
  { 'content-type': '' },
];

const HOSTILE_HEADERS = [{}, ...ANSWER_HEADERS, ...BODY_HEADERS];

/** Node answers 431 without our error body over 16 kB of request line and headers: the cases stay below that. */
const MAX_HEADER_BYTES = 12 * 1024;
const headerBytes = (url: string, h: HeaderCase) => url.length + h.cookie.length + Object.values(h.headers).reduce((n, v) => n + v.length, 0);

/** URLs cannot carry lone surrogates: they become the replacement character, as in a browser. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encodeSegment = (s: string) => encodeURIComponent(wellFormed(s));
const callMethod = (m: string) => (m === 'ANY' ? 'GET' : m);
const routeSeed = (r: RouteDef) => SEED ^ createHash('sha256').update(routeKey(r)).digest().readUInt32BE(0);

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => values[name] ?? UNKNOWN_UUID);
}

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]);

/** Random requests for one route, all derived from its definition. */
function requestArbitrary(r: RouteDef): fc.Arbitrary<FuzzRequest> {
  const ids = () => knownIds;
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).chain(() => fc.noBias(fc.constantFrom(...(knownIds.length ? knownIds : [UNKNOWN_UUID])))) },
    { weight: 2, arbitrary: fc.constantFrom(UNKNOWN_UUID, UNKNOWN_UUID.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
    { weight: 2, arbitrary: hostileString().filter((s) => s.length > 0).map((s) => encodeSegment(s.slice(0, MAX_QUERY_VALUE))) },
  );
  const params = fc.record(Object.fromEntries(paramNames(r.path).map((n) => [n, param])));
  const query = r.query
    ? fc.oneof(
        { weight: 5, arbitrary: schemaArbitrary(r.query, { knownIds: ids, mode: 'query' }).map((v) => new URLSearchParams(toQueryPairs(v).map(([k, val]) => [k, wellFormed(val).slice(0, MAX_QUERY_VALUE)])).toString()) },
        { weight: 1, arbitrary: fc.constantFrom('page=%ZZ&sortBy=%00', '__proto__[x]=1&constructor[prototype][y]=1', 'page=-1&size=100000&sort=neznamy,DESC', `a=${'b'.repeat(8000)}`) },
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('x=1', '__proto__=1', '%ZZ') });
  const body: fc.Arbitrary<Body> = r.body
    ? fc.oneof(
        { weight: 6, arbitrary: schemaArbitrary(r.body, { knownIds: ids, mode: 'json' }).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: fc.constantFrom(...NON_JSON_BODIES).map((text): Body => ({ kind: 'raw', text })) },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x').map((contentType): Body => ({ kind: 'raw', text: '{}', contentType })) },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        { weight: 1, arbitrary: fc.constantFrom(...NON_JSON_BODIES).map((text): Body => ({ kind: 'raw', text })) },
      );
  const method = r.method === 'ANY' ? fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') : fc.constant(r.method);
  return fc.record({ method, params, query, body }).map(({ method: m, params: p, query: q, body: b }) => ({ method: m, path: fillPath(r.path, p as Record<string, string>), query: q, body: b }));
}

/** The hand-picked cases every route gets first, whatever the random draw. */
function fixedRequests(r: RouteDef): FuzzRequest[] {
  const names = paramNames(r.path);
  const pathWith = (v: string) => fillPath(r.path, Object.fromEntries(names.map((n) => [n, v])));
  const method = callMethod(r.method);
  const out: FuzzRequest[] = [
    { method, path: pathWith(UNKNOWN_UUID), query: '', body: r.body ? { kind: 'json', value: {} } : { kind: 'none' } },
    { method, path: pathWith(UNKNOWN_UUID), query: '', body: { kind: 'raw', text: 'x'.repeat((r.maxBodyBytes ?? 64 * 1024) + 1) } },
  ];
  if (names.length) for (const seg of ['x', '%ZZ', '%00', 'A'.repeat(2000), '__proto__']) out.push({ method, path: pathWith(seg), query: '', body: { kind: 'none' } });
  if (r.body) for (const text of NON_JSON_BODIES) out.push({ method, path: pathWith(knownIds[0] ?? UNKNOWN_UUID), query: '', body: { kind: 'raw', text } });
  if (r.query) out.push({ method, path: pathWith(UNKNOWN_UUID), query: '__proto__=1&constructor=1&page=-1&page=999999999999&sortBy=__proto__&sortDirection=%00', body: { kind: 'none' } });
  return out;
}

const urlOf = (q: FuzzRequest) => `${q.path}${q.query ? `?${q.query}` : ''}`;

/**
 * Gives each request the next hostile cookie (counted per caller: the anonymous visitor meets every
 * one) and the next hostile header. A request too long to carry one more big header gets none, and the
 * cases left over go on the route's first fixed request, so every route meets every case.
 */
function withHeaderCases(r: RouteDef, requests: (readonly [FuzzRequest, CallerName])[]): (readonly [FuzzRequest, CallerName, HeaderCase])[] {
  const nextCookie: Record<string, number> = {};
  let nextHeaders = 0;
  const out: (readonly [FuzzRequest, CallerName, HeaderCase])[] = [];
  for (const [q, caller] of requests) {
    const cookieIndex = nextCookie[caller] ?? 0;
    const h: HeaderCase = { cookie: HOSTILE_COOKIES[cookieIndex % HOSTILE_COOKIES.length], headers: HOSTILE_HEADERS[nextHeaders % HOSTILE_HEADERS.length] };
    if (headerBytes(urlOf(q), h) > MAX_HEADER_BYTES) {
      out.push([q, caller, { cookie: '', headers: {} }]);
      continue;
    }
    nextCookie[caller] = cookieIndex + 1;
    nextHeaders++;
    out.push([q, caller, h]);
  }
  const [base] = fixedRequests(r);
  for (const caller of ['anonym', 'anonym s konceptom', 'spravca'] as const)
    for (let i = nextCookie[caller] ?? 0; i < HOSTILE_COOKIES.length; i++) out.push([base, caller, { cookie: HOSTILE_COOKIES[i], headers: {} }]);
  for (let i = nextHeaders; i < HOSTILE_HEADERS.length; i++) out.push([base, 'anonym', { cookie: '', headers: HOSTILE_HEADERS[i] }]);
  return out;
}

function describeRequest(q: FuzzRequest): string {
  const body = q.body.kind === 'none' ? '' : q.body.kind === 'raw' ? ` raw(${q.body.contentType ?? 'json'}): ${q.body.text}` : ` json: ${JSON.stringify(q.body.value)}`;
  return `${q.method} ${q.path}${q.query ? `?${q.query}` : ''}${body}`.slice(0, 600);
}

const describeHeaders = (h: HeaderCase) => JSON.stringify({ cookie: h.cookie, ...h.headers }).slice(0, 300);

async function send(q: FuzzRequest, caller: CallerName, hostile: HeaderCase): Promise<ApiResponse> {
  // the caller's own cookies first: of two cookies with one name the first counts, as a browser sends the most specific first
  const own = caller === 'spravca' ? [spravcaCookie, draftCookie] : caller === 'anonym s konceptom' ? [draftCookie] : [];
  const cookie = [...own, hostile.cookie].filter(Boolean).join('; ') || undefined;
  const url = urlOf(q);
  // fetch cannot send a body with GET
  if (q.body.kind === 'none' || q.method === 'GET') return api.call(q.method, url, { cookie, headers: hostile.headers });
  if (q.body.kind === 'raw') {
    const headers = { ...hostile.headers, ...(q.body.contentType ? { 'content-type': q.body.contentType } : {}) };
    return api.call(q.method, url, { cookie, rawBody: q.body.text, headers });
  }
  return api.call(q.method, url, { cookie, rawBody: JSON.stringify(q.body.value) ?? '', headers: hostile.headers });
}

/** A problem with the answer, or null when it is what every route must give. */
function problemOf(res: ApiResponse): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status >= 400) {
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return `4xx without JSON (${res.headers.get('content-type')})`;
    const parsed = strictErrorBody.safeParse(res.body);
    if (!parsed.success) return `4xx body not { generalErrors, fieldErrors }: ${parsed.error.issues[0]?.message}`;
    if (parsed.data.generalErrors.length + parsed.data.fieldErrors.length === 0) return '4xx body names no error';
  }
  return null;
}

async function newDraftCookie(): Promise<string> {
  const res = await api.call<{ fileUploadSessionId: string }>('POST', `${W}/webove-oznamenie/vytvorit-oznamenie`);
  expect(res.status).toBe(200);
  knownIds.push(res.body.fileUploadSessionId);
  return res.headers.getSetCookie().find((c) => c.startsWith('es_draft='))?.split(';')[0] as string;
}

async function collectIds() {
  const spravca = { cookie: spravcaCookie };
  const orgs = await api.call<{ organizaciaList: { uuid: string }[] }>('GET', '/api/is/organizacie', spravca);
  knownIds.push(...orgs.body.organizaciaList.slice(0, 3).map((o) => o.uuid));
  const me = await api.call<{ uuid: string }>('GET', '/api/is/pouzivatel/moj-profil', spravca);
  const users = await api.call<{ pouzivatelList?: { uuid: string }[] }>('GET', '/api/is/pouzivatelia', spravca);
  // never the fuzz user itself: a random PUT could take its own rights away and blind the rest of the run
  knownIds.push(...(users.body.pouzivatelList ?? []).map((u) => u.uuid).filter((id) => id !== me.body.uuid).slice(0, 2));
  for (let i = 0; i < 2; i++) {
    const created = await api.call<{ uuid: string }>('POST', '/api/is/oznamenia/create', { ...spravca, body: {} });
    if (created.status === 200) knownIds.push(created.body.uuid);
  }
}

beforeAll(async () => {
  // the fuzz sends far more than a person would: the per-minute limits of the wizard would hide the handlers behind 429
  for (const name of ['RATE_LIMIT_DRAFT_WRITES_PER_MIN', 'RATE_LIMIT_UPLOADS_PER_MIN', 'RATE_LIMIT_NEW_DRAFTS_PER_MIN', 'RATE_LIMIT_SEARCHES_PER_MIN', 'RATE_LIMIT_STATUS_LOOKUPS_PER_MIN']) process.env[name] = '1000000';
  process.env.MAIL_OUTBOX_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/es-fuzz-outbox`;
  api = await startTestApi();
  spravcaCookie = await api.sessionCookie('spravca');
  draftCookie = await newDraftCookie();
  await collectIds();
  if (process.env.FUZZ_STATS) console.log('known ids', knownIds);
});
afterAll(() => api?.stop());

describe('self-fuzzing of every route of the table', () => {
  it('derives hostile input for every route', () => {
    expect(routeList.length).toBeGreaterThan(0);
    expect(HOSTILE_STRINGS.length).toBeGreaterThan(40);
    expect(HOSTILE_COOKIES.length + HOSTILE_HEADERS.length).toBeGreaterThan(30);
    expect(knownIds.length).toBeGreaterThan(3);
  });

  it('takes a cookie with bad percent-encoding for no cookie: nobody signed in, no draft, no pending sign-in', async () => {
    const cookie = 'es_sid=%; es_draft=%E0%A4%A; es_auth=%ZZ';

    const publicList = await api.call('GET', `${W}/organizacie`, { cookie });
    const staff = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie });
    const draft = await api.call('GET', `${W}/webove-oznamenie`, { cookie });
    const callback = await api.call('GET', '/auth/callback?code=x&state=%ZZ', { cookie });

    expect(publicList.status).toBe(200);
    expect([staff.status, staff.body]).toEqual([401, { generalErrors: [ERROR_TEXTS.unauthorized], fieldErrors: [] }]);
    expect([draft.status, draft.body]).toEqual([404, { generalErrors: [WIZARD_MSG.noDraft], fieldErrors: [] }]);
    expect([callback.status, callback.headers.get('location')]).toEqual([302, '/chyba-prihlasenia']);
  });

  it.each(routeList.map((r) => [routeKey(r), r] as const))('%s: no 5xx, hostile headers and cookies included, every 4xx in the error shape', async (_key, r) => {
    const findings: Finding[] = [];
    const statuses: Record<number, number> = {};
    const callers: CallerName[] = ['anonym', 'anonym s konceptom', 'spravca'];
    const random = callers.flatMap((caller, i) => fc.sample(requestArbitrary(r), { seed: routeSeed(r) + i, numRuns: RUNS }).map((q) => [q, caller] as const));
    const fixed = fixedRequests(r).flatMap((q) => callers.map((c) => [q, c] as const));
    const check = async (q: FuzzRequest, caller: CallerName, hostile: HeaderCase) => {
      const res = await send(q, caller, hostile);
      if (process.env.FUZZ_TRACE) console.log(caller, res.status, describeRequest(q).slice(0, 160), describeHeaders(hostile).slice(0, 80));
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // the fuzz must reach the handlers: the user with every right is never turned away at the door
      const problem = caller === 'spravca' && res.status === 401 ? 'the fuzz user was not signed in' : problemOf(res);
      if (problem) findings.push({ route: routeKey(r), caller, request: describeRequest(q), headers: describeHeaders(hostile), status: res.status, body: `${problem} | ${res.text.slice(0, 300)}` });
      // a fuzzed logout ends the fuzz user's session: sign in again
      if (res.headers.getSetCookie().some((c) => c.startsWith('es_sid=') && /Max-Age=0/i.test(c))) spravcaCookie = await api.sessionCookie('spravca');
      // a submitted or cancelled draft answers 404 from then on: give the visitor a new one
      if (r.path.startsWith(W) && q.method !== 'GET' && res.status < 300) draftCookie = await newDraftCookie();
      return res;
    };
    let answered: readonly [FuzzRequest, CallerName] | undefined;
    for (const [q, caller, hostile] of withHeaderCases(r, [...fixed, ...random])) {
      const res = await check(q, caller, hostile);
      if (!answered && q.method === 'GET' && res.status >= 200 && res.status < 300) answered = [q, caller];
    }
    if (answered) for (const headers of ANSWER_HEADERS) await check(answered[0], answered[1], { cookie: '', headers });
    if (process.env.FUZZ_STATS) console.log(routeKey(r), JSON.stringify(statuses));
    expect(findings, JSON.stringify(findings.slice(0, 5), null, 2)).toEqual([]);
  }, 60_000);
});
