/**
 * Structured JSON logs through Powertools for AWS Lambda's Logger: one JSON object per line
 * (CloudWatch Logs in AWS, the console locally) with Powertools' keys `level` (DEBUG, INFO, WARN,
 * ERROR), `message`, `timestamp`, `service` (POWERTOOLS_SERVICE_NAME, 'evidencia-skod'),
 * `sampling_rate` and, with tracing, `xray_trace_id`.
 *
 * - Every line written while a request is handled carries `route`, `requestId` (the Lambda
 *   request id), `apiRequestId` (API Gateway's id: the `apigw-requestid` response header and
 *   `requestId` in the API access log) and `cold_start`: functions/http/http.ts runs each request in
 *   `withLogContext`. They are not Powertools' persistent keys or Lambda context on purpose: those
 *   belong to the process, and the local server handles every route's requests, concurrently, in one.
 * - No personal data: only the keys in LOG_KEYS are written (ids, codes, counts, technical
 *   messages), at any depth; every other key is dropped and only its name is listed in `dropped`.
 *   Text values are scrubbed of e-mail addresses, long digit runs (phone numbers, IČO, account
 *   numbers) and the reporter's file names in temporary upload keys.
 * - An error logged as a value (`log.error('…', { error: err })`) becomes its scrubbed stack (mapped to
 *   our sources through the bundle's source map: ./stack-map.ts), and an
 *   AWS SDK error adds what AWS support asks for: `awsRequestId`, `awsExtendedRequestId` (S3),
 *   `awsCfId`, `httpStatusCode`, `attempts`, `totalRetryDelay`, `fault` and `errorName`.
 * - Powertools writes to stdout/stderr through its own Console (not the Lambda runtime's patched
 *   console), so in Lambda each event is pure JSON and Logs Insights discovers its fields (runbook
 *   queries in docs/deploy.md). The Logger is made on the first line written, not at import: a cold
 *   start that logs nothing does not pay for it.
 *
 * Level: POWERTOOLS_LOG_LEVEL or LOG_LEVEL (debug, info, warn, error), default info; silent under
 * vitest (errors only) unless one of them says otherwise.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import { mappedStack } from './stack-map';

/** `service` of every log line and the dimension of every metric (functions/lib/metrics.ts); the functions' POWERTOOLS_SERVICE_NAME. */
export const SERVICE_NAME = 'evidencia-skod';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** The least severe level written now (read on every line: tests change it per test). */
function minLevel(): Level {
  const named = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.LOG_LEVEL)?.toLowerCase();
  if (named && named in order) return named as Level;
  return process.env.VITEST && !named ? 'error' : 'info';
}

/** What identifies the request a log line belongs to. */
export interface LogContext {
  /** Route key, e.g. 'POST /api/web-oznamenie/odoslat'. */
  route: string;
  /** Lambda request id (context.awsRequestId). */
  requestId: string;
  /** API Gateway request id (event.requestContext.requestId). */
  apiRequestId?: string;
  /** The first request this function instance handles (written as Powertools' `cold_start`). */
  coldStart?: boolean;
}

const requestContext = new AsyncLocalStorage<LogContext>();

/** Runs `fn` so that every line it logs, also after awaits, names the route and the request. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

/**
 * The only keys a log line may carry, at any depth. Add a key only for ids, codes, counts,
 * flags or technical text – never names, e-mails, phone numbers, IČO, addresses, logins,
 * request or response bodies, headers or cookies.
 */
export const LOG_KEYS: ReadonlySet<string> = new Set([
  // the request (set by withLogContext) and its outcome
  'route',
  'requestId',
  'apiRequestId',
  'cold_start',
  'status',
  'durationMs',
  'origin',
  // technical errors (zod issues: code, path, expected, message)
  'error',
  'issues',
  'code',
  'path',
  'expected',
  'message',
  // a failed AWS call (AWS SDK v3 error: name, $metadata, $fault), see awsErrorFields
  'errorName',
  'awsRequestId',
  'awsExtendedRequestId',
  'awsCfId',
  'httpStatusCode',
  'attempts',
  'totalRetryDelay',
  'fault',
  // records, by id or code only
  'uuid',
  'fileId',
  'entityId',
  'oznamenie',
  'owner',
  'kod',
  'context',
  'key',
  'file',
  'extraIndex',
  // counts and flags
  'vytvoreni',
  'deaktivovani',
  'aktualizovani',
  'ucty',
  'hasPending',
  // the retention job's report (functions/retencia/domain/retencia.ts)
  'retencia',
  'oznamenia',
  'skodoveUdalosti',
  'anonymizovaneOznamenia',
  'anonymizovaneSkodoveUdalosti',
  'anonymizovaniPoskodeni',
  'fotografieBezMetadat',
  'premenovaneSubory',
  'naLegalHold',
  'prerusene',
]);

/** Keys Powertools' formatter writes itself; data never overwrites them. */
const BASE_KEYS = ['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id'] as const;

const MAX_TEXT = 4000;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** 8+ digits, optionally grouped by single spaces or slashes: phone numbers, IČO, account numbers; not parts of ids or times. */
const DIGIT_RUN = /(?<![\p{L}\p{N}_.:-])\+?\d(?:[ /]?\d){7,}(?![\p{L}\p{N}_-])/gu;
/** tmp/<upload session>/<reporter's file name>__<8 hex>.<ext> (functions/web-oznamenie/domain/photos.ts). */
const TEMP_UPLOAD = /(tmp\/[^/\s"']+\/)(?:[^\n"']*?__[0-9a-f]{8}\.[a-z0-9]{1,5}|[^\s"']+)/giu;

/** Removes what could identify a person from free text. */
export function scrubText(text: string): string {
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  return short.replace(EMAIL, '[email]').replace(TEMP_UPLOAD, '$1[file]').replace(DIGIT_RUN, '[number]');
}

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'bigint') return scrubText(String(value));
  if (value instanceof Error) return scrubText(mappedStack(value.stack ?? String(value)));
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (LOG_KEYS.has(k)) out[k] = clean(v, depth + 1);
  return out;
}

interface AwsErrorShape {
  name?: unknown;
  $fault?: unknown;
  $metadata?: { requestId?: unknown; extendedRequestId?: unknown; cfId?: unknown; httpStatusCode?: unknown; attempts?: unknown; totalRetryDelay?: unknown };
  cause?: unknown;
}

/**
 * What an AWS SDK v3 error (or one it caused) tells about the failed call: the ids AWS support
 * asks for (S3 also wants the extended id), the HTTP status, how often it was tried and whether
 * the fault was the caller's or the service's. Only ids, codes and counts: none of it is personal.
 */
export function awsErrorFields(err: unknown): Record<string, string | number> {
  let e = err as AwsErrorShape | undefined;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++, e = e.cause as AwsErrorShape | undefined) {
    const meta = e.$metadata;
    if (!meta || typeof meta !== 'object') continue;
    const fields: Record<string, unknown> = {
      errorName: e.name,
      awsRequestId: meta.requestId,
      awsExtendedRequestId: meta.extendedRequestId,
      awsCfId: meta.cfId,
      httpStatusCode: meta.httpStatusCode,
      attempts: meta.attempts,
      totalRetryDelay: meta.totalRetryDelay,
      fault: e.$fault,
    };
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(fields)) if (typeof v === 'string' || typeof v === 'number') out[k] = typeof v === 'string' ? scrubText(v) : v;
    return out;
  }
  return err instanceof Error && typeof err.name === 'string' ? { errorName: scrubText(err.name) } : {};
}

/** The line's own keys: request context, then the allowed data (errors add their AWS fields), then the names of dropped keys. */
function attributesOf(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const context = requestContext.getStore();
  const entry: Record<string, unknown> = {};
  if (context) {
    entry.route = context.route;
    entry.requestId = context.requestId;
    if (context.apiRequestId !== undefined) entry.apiRequestId = context.apiRequestId;
    if (context.coldStart !== undefined) entry.cold_start = context.coldStart;
  }
  const taken = (k: string) => k in entry || (BASE_KEYS as readonly string[]).includes(k);
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(data ?? {})) {
    if (taken(k)) continue;
    if (LOG_KEYS.has(k)) entry[k] = clean(v, 1);
    else if (/^[A-Za-z_][\w.-]{0,40}$/.test(k)) dropped.push(k);
  }
  for (const v of Object.values(data ?? {})) {
    if (!v || typeof v !== 'object') continue;
    for (const [k, field] of Object.entries(awsErrorFields(v))) if (!taken(k)) entry[k] = field;
  }
  if (dropped.length) entry.dropped = dropped;
  return entry;
}

let powertools: { logger: Logger; level: Level } | undefined;

/** The one Logger, made on first use, at the level in force now. */
function loggerAt(level: Level): Logger {
  const upper = level.toUpperCase() as Uppercase<Level>;
  if (!powertools) {
    powertools = { logger: new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME, logLevel: upper }), level };
  } else if (powertools.level !== level) {
    powertools.logger.setLogLevel(upper);
    powertools.level = level;
  }
  return powertools.logger;
}

function write(level: Level, message: string, data?: Record<string, unknown>) {
  const min = minLevel();
  if (order[level] < order[min]) return;
  loggerAt(min)[level](scrubText(message), attributesOf(data));
}

export const log = {
  debug: (m: string, d?: Record<string, unknown>) => write('debug', m, d),
  info: (m: string, d?: Record<string, unknown>) => write('info', m, d),
  warn: (m: string, d?: Record<string, unknown>) => write('warn', m, d),
  error: (m: string, d?: Record<string, unknown>) => write('error', m, d),
};
