/**
 * The HTTP wrapper every handler uses: `export const handler = route(routes.x, async (ctx) => …)`.
 *
 * middy chain (order as the middy docs recommend): error mapper (outermost, runs last on error)
 * → origin check → authenticate + authorise → parse & validate → handler → response/audit.
 * 5xx bodies never carry internals; the log has them, keyed by the request id.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { ERROR_TEXTS, type ErrorBody } from '@shared/api/errors';
import { type RouteDef, routeKey } from '@shared/api/route';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { auditRepo } from '../data/audit-repo';
import { type PouzivatelItem, pouzivatelRepo } from '../data/pouzivatel-repo';
import { type Session, sessionRepo } from '../data/session-repo';
import { readCookie, SESSION_COOKIE } from '../lib/cookies';
import { env } from '../lib/env';
import { forbidden, HttpError, isUnavailableError, notFound, payloadTooLarge, unauthorized } from '../lib/errors';
import { log, withLogContext } from '../lib/log';
import { countServerError, flushMetrics } from '../lib/metrics';
import { HttpResult, KeptAnswer } from '../lib/result';
import { startReadLog } from './read-log';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
// z.core.$ZodType: a route's schema (zod/mini, shared/api/route.ts)
type Infer<T> = [NonNullable<T>] extends [z.core.$ZodType] ? z.output<NonNullable<T>> : undefined;

export interface Caller {
  sessionId: string;
  session: Session;
  /** The product user record; null for a signed-in account that was never synchronised. */
  pouzivatel: PouzivatelItem | null;
}

export interface HandlerContext<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** Present on 'login' and 'rights' routes; on public routes only when a session happens to exist. */
  caller: Caller | null;
  event: Event;
  requestId: string;
  /** The handler names the entity it changed, for the audit record. */
  setAuditEntity(id: string): void;
}

type HandlerFn<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<unknown>;

interface State {
  caller: Caller | null;
  params: unknown;
  query: unknown;
  body: unknown;
  auditEntity?: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const DEFAULT_MAX_BODY = 64 * 1024;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const json = (status: number, body: unknown, extraHeaders: Record<string, string> = {}): Result => ({
  statusCode: status,
  headers: { ...JSON_HEADERS, ...extraHeaders },
  body: JSON.stringify(body),
});

const errorResult = (status: number, body: ErrorBody) => json(status, body);

/** zod issues → the spec's fieldErrors; issues without a path become general errors. */
export function zodToErrorBody(error: z.core.$ZodError): ErrorBody {
  const generalErrors: string[] = [];
  const fieldErrors: ErrorBody['fieldErrors'] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) generalErrors.push(issue.message);
    else fieldErrors.push({ fieldName: issue.path.map(String).join('.'), message: issue.message });
  }
  return { generalErrors, fieldErrors };
}

function stateOf(request: { internal: Record<string, unknown> }): State {
  request.internal.state ??= { caller: null, params: undefined, query: undefined, body: undefined } satisfies State;
  return request.internal.state as State;
}

const errorMapper = (def: RouteDef): MiddlewareObj<Event, Result> => ({
  onError: async (request) => {
    const err = request.error;
    const requestId = request.context?.awsRequestId;
    if (err instanceof HttpError) {
      if (err.status >= 500) log.error('http error', { route: routeKey(def), requestId, status: err.status });
      request.response = errorResult(err.status, err.body);
      return;
    }
    if (isUnavailableError(err)) {
      log.error('dependency unavailable', { route: routeKey(def), requestId, error: err });
      request.response = errorResult(503, { generalErrors: [ERROR_TEXTS.server], fieldErrors: [] });
      return;
    }
    log.error('unhandled error', { route: routeKey(def), requestId, error: err });
    request.response = errorResult(500, { generalErrors: [ERROR_TEXTS.server], fieldErrors: [] });
  },
});

/**
 * Only CloudFront may call the handlers in AWS: it adds the x-origin-verify secret (infra
 * data-stack.ts). A request straight to the execute-api endpoint would bypass the WAF and could
 * forge the client address the rate limits use. Locally ORIGIN_VERIFY is unset and nothing is checked.
 */
const cloudFrontOnly = (def: RouteDef): MiddlewareObj<Event, Result> => ({
  before: async ({ event }) => {
    const expected = env().ORIGIN_VERIFY;
    if (!expected) return;
    const given = Buffer.from(event.headers?.['x-origin-verify'] ?? '');
    const wanted = Buffer.from(expected);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      log.warn('rejected request that did not come through CloudFront', { route: routeKey(def) });
      throw forbidden();
    }
  },
});

/** CSRF: a state-changing request must come from our own origin (browsers always send Origin on POST). */
const originCheck = (def: RouteDef): MiddlewareObj<Event, Result> => ({
  before: async ({ event }) => {
    if (!STATE_CHANGING.has(event.requestContext.http.method)) return;
    const origin = event.headers?.origin;
    const site = event.headers?.['sec-fetch-site'];
    if ((origin && origin !== env().APP_ORIGIN) || (!origin && site === 'cross-site')) {
      log.warn('rejected cross-origin request', { route: routeKey(def), origin });
      throw forbidden(ERROR_TEXTS.badOrigin);
    }
  },
});

const authenticate = (def: RouteDef): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const state = stateOf(request);
    const sid = readCookie(request.event, SESSION_COOKIE);
    const session = sid ? await sessionRepo.get(sid) : null;
    if (session && sid) {
      const pouzivatel = await pouzivatelRepo.findByLogin(session.login);
      state.caller = { sessionId: sid, session, pouzivatel };
    }
    const access = def.access;
    if (access.kind === 'public') return;
    if (!state.caller) throw unauthorized();
    if (access.kind === 'rights') {
      const user = state.caller.pouzivatel;
      if (!user?.aktivny || !hasAnyRight(user, access.anyOf)) throw forbidden();
    }
    if (access.kind === 'allOf') {
      const user = state.caller.pouzivatel;
      if (!user?.aktivny || !access.allOf.every((r) => hasAnyRight(user, [r]))) throw forbidden();
    }
  },
});

const parseRequest = (def: RouteDef): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const { event } = request;
    const state = stateOf(request);
    if (def.params) {
      const parsed = def.params.safeParse(event.pathParameters ?? {});
      // A malformed id cannot name an existing resource.
      if (!parsed.success) throw notFound();
      state.params = parsed.data;
    }
    if (def.query) {
      const parsed = def.query.safeParse(event.queryStringParameters ?? {});
      if (!parsed.success) throw new HttpError(400, zodToErrorBody(parsed.error));
      state.query = parsed.data;
    }
    if (def.body) {
      const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      if (Buffer.byteLength(raw, 'utf8') > (def.maxBodyBytes ?? DEFAULT_MAX_BODY)) throw payloadTooLarge();
      let data: unknown;
      try {
        data = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        throw new HttpError(400, { generalErrors: [ERROR_TEXTS.malformedJson], fieldErrors: [] });
      }
      const parsed = def.body.safeParse(data);
      if (!parsed.success) throw new HttpError(400, zodToErrorBody(parsed.error));
      state.body = parsed.data;
    } else if (event.body && Buffer.byteLength(event.body) > (def.maxBodyBytes ?? DEFAULT_MAX_BODY)) {
      throw payloadTooLarge();
    }
  },
});

/**
 * Kept answers (see KeptAnswer): the JSON checked against the schema of the route that built it,
 * its compressed forms, each made on the first request that asks for it, and its ETag. A browser
 * that has the answer revalidates it (`private, no-cache`: never stored by shared caches, always
 * asked again) and gets a 304 without a body while it is unchanged – a reporter who reopens the
 * wizard on a weak signal does not download the 2,900 municipalities again.
 */
interface KeptJson {
  def: RouteDef;
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, string>>;
}
const KEPT_HEADERS = { ...JSON_HEADERS, 'cache-control': 'private, no-cache', vary: 'accept-encoding' };

/** If-None-Match names this ETag (weak comparison, as for GET: W/ ignored; '*' matches). */
function notModified(event: Event, etag: string): boolean {
  const header = event.headers?.['if-none-match'];
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}
const keptJson = new WeakMap<object, KeptJson>();

type Encoding = 'br' | 'gzip';
/** Smaller answers are not worth compressing (and CloudFront's own minimum is 1,000 bytes). */
const COMPRESS_MIN_BYTES = 1_000;

/** The encoding the client takes (brotli first), from Accept-Encoding; q=0 refuses one. */
function acceptedEncoding(event: Event): Encoding | undefined {
  const header = event.headers?.['accept-encoding'];
  if (!header) return undefined;
  const takes = (name: Encoding) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      return token.trim() === name && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    });
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

function encode(body: string, encoding: Encoding): string {
  const raw = Buffer.from(body, 'utf8');
  // Brotli quality 5: near gzip's speed, smaller output; made once per kept answer and encoding.
  const out =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 6 });
  return out.toString('base64');
}

function keptResult(def: RouteDef, value: object, event: Event, requestId: string): Result {
  let kept = keptJson.get(value);
  if (kept?.def !== def) {
    const result = toResult(def, value, event, requestId);
    // An answer that does not match its schema is never kept: every call logs it and answers 500.
    if (result.statusCode !== 200) return result;
    const body = result.body as string;
    kept = { def, body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: {} };
    keptJson.set(value, kept);
  }
  const headers = { ...KEPT_HEADERS, etag: kept.etag };
  if (notModified(event, kept.etag)) return { statusCode: 304, headers, body: '' };
  const encoding = kept.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(event) : undefined;
  if (!encoding) return { statusCode: 200, headers, body: kept.body };
  kept.encoded[encoding] ??= encode(kept.body, encoding);
  return {
    statusCode: 200,
    headers: { ...headers, 'content-encoding': encoding },
    body: kept.encoded[encoding],
    isBase64Encoded: true,
  };
}

function toResult(def: RouteDef, out: unknown, event: Event, requestId: string): Result {
  if (out instanceof KeptAnswer) return keptResult(def, out.value, event, requestId);
  if (out instanceof HttpResult) {
    return {
      statusCode: out.statusCode,
      headers: out.headers,
      body: out.body,
      cookies: out.cookies.length ? out.cookies : undefined,
      isBase64Encoded: out.isBase64Encoded,
    };
  }
  if (out === undefined) return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  if (def.response) {
    // The response schema strips internal attributes and catches contract drift.
    const parsed = def.response.safeParse(out);
    if (!parsed.success) {
      log.error('response does not match its schema', { route: routeKey(def), requestId, issues: parsed.error.issues.slice(0, 5) });
      return errorResult(500, { generalErrors: [ERROR_TEXTS.server], fieldErrors: [] });
    }
    return json(200, parsed.data);
  }
  return json(200, out);
}

function isAudited(def: RouteDef, method: string): boolean {
  if (def.audit !== undefined) return def.audit;
  return def.access.kind !== 'public' && STATE_CHANGING.has(method);
}

export function route<R extends RouteDef>(def: R, fn: HandlerFn<R>) {
  const core = async (event: Event, context: Context): Promise<Result> => {
    // biome-ignore lint/suspicious/noExplicitAny: middy keeps per-request internals untyped
    const state = (context as any).__state as State;
    const requestId = context.awsRequestId ?? event.requestContext?.requestId ?? '';
    const reader = state.caller && { login: state.caller.session.login, pouzivatelUuid: state.caller.pouzivatel?.uuid };
    const readLog = startReadLog(def, reader, state.params, requestId);
    let out: unknown;
    try {
      out = await fn({
        params: state.params as never,
        query: state.query as never,
        body: state.body as never,
        caller: state.caller,
        event,
        requestId,
        setAuditEntity: (id) => {
          state.auditEntity = id;
        },
      });
    } catch (err) {
      readLog.finish(undefined);
      throw err;
    }
    readLog.finish(out);
    const result = toResult(def, out, event, requestId);
    // An answer that depends on who asks is never kept by a browser or a shared cache.
    if (state.caller || def.access.kind !== 'public') result.headers = { ...result.headers, 'cache-control': 'no-store' };
    const method = event.requestContext.http.method;
    if (isAudited(def, method) && (result.statusCode ?? 500) < 400 && state.caller) {
      const entityId =
        state.auditEntity ??
        (state.params as Record<string, string> | undefined)?.id ??
        (typeof (out as { uuid?: unknown })?.uuid === 'string' ? (out as { uuid: string }).uuid : undefined);
      try {
        await auditRepo.write({
          at: new Date().toISOString(),
          login: state.caller.session.login,
          pouzivatelUuid: state.caller.pouzivatel?.uuid,
          route: routeKey(def),
          entityId,
          status: result.statusCode ?? 200,
          requestId,
        });
      } catch (err) {
        // The change is already stored; losing its audit line must be loud in the logs.
        log.error('audit write failed', { route: routeKey(def), requestId, entityId, error: err });
      }
    }
    return result;
  };

  const shareState: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      (request.context as any).__state = stateOf(request);
    },
  };

  const handler = middy<Event, Result>()
    .use(errorMapper(def))
    .use(cloudFrontOnly(def))
    .use(originCheck(def))
    .use(authenticate(def))
    .use(parseRequest(def))
    .use(shareState)
    .handler(core);
  const key = routeKey(def);
  let coldStart = true;
  // Every line logged while the request is handled (domain code included) names the route and the request;
  // what the request counted (functions/lib/metrics.ts) is written once at its end, with a 5xx by route.
  return (event: Event, context: Context): Promise<Result> => {
    const logContext = { route: key, requestId: context?.awsRequestId ?? event?.requestContext?.requestId ?? '', apiRequestId: event?.requestContext?.requestId, coldStart };
    coldStart = false;
    return withLogContext(logContext, async () => {
      try {
        const result = await handler(event, context);
        if ((result?.statusCode ?? 200) >= 500) countServerError(key);
        return result;
      } finally {
        flushMetrics();
      }
    });
  };
}
