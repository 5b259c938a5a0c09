/**
 * Structured JSON logs: one JSON object per line (CloudWatch Logs in AWS, the console locally).
 *
 * - Every line written while a request is handled carries `route` and `requestId` (the Lambda
 *   request id) and `apiRequestId` (API Gateway's id: the `apigw-requestid` response header and
 *   `requestId` in the API access log): functions/lib/http.ts runs each request in `withLogContext`.
 * - No personal data: only the keys in LOG_KEYS are written (ids, codes, counts, technical
 *   messages), at any depth; every other key is dropped and only its name is listed in `dropped`.
 *   Text values are scrubbed of e-mail addresses, long digit runs (phone numbers, IČO, account
 *   numbers) and the reporter's file names in temporary upload keys.
 * - Lines go straight to stdout/stderr (not console.*), so in Lambda each event is pure JSON and
 *   CloudWatch Logs Insights discovers its fields (runbook queries in the README).
 *
 * Silent under vitest unless LOG_LEVEL says otherwise.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = (): number => order[(process.env.LOG_LEVEL as Level) ?? (process.env.VITEST ? 'error' : 'info')] ?? 20;

/** What identifies the request a log line belongs to. */
export interface LogContext {
  /** Route key, e.g. 'POST /api/web-oznamenie/odoslat'. */
  route: string;
  /** Lambda request id (context.awsRequestId). */
  requestId: string;
  /** API Gateway request id (event.requestContext.requestId). */
  apiRequestId?: string;
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
]);

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
  if (value instanceof Error) return scrubText(value.stack ?? String(value));
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (LOG_KEYS.has(k)) out[k] = clean(v, depth + 1);
  return out;
}

/** The log line as written: level, message, time, request context and the allowed data only. */
export function formatLine(level: Level, message: string, data?: Record<string, unknown>): string {
  const entry: Record<string, unknown> = {
    level,
    message: scrubText(message),
    time: new Date().toISOString(),
    ...requestContext.getStore(),
  };
  const dropped: string[] = [];
  for (const [k, v] of Object.entries(data ?? {})) {
    if (k in entry) continue;
    if (LOG_KEYS.has(k)) entry[k] = clean(v, 1);
    else if (/^[A-Za-z_][\w.-]{0,40}$/.test(k)) dropped.push(k);
  }
  if (dropped.length) entry.dropped = dropped;
  return JSON.stringify(entry);
}

function write(level: Level, message: string, data?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  const line = `${formatLine(level, message, data)}\n`;
  if (level === 'error' || level === 'warn') process.stderr.write(line);
  else process.stdout.write(line);
}

export const log = {
  debug: (m: string, d?: Record<string, unknown>) => write('debug', m, d),
  info: (m: string, d?: Record<string, unknown>) => write('info', m, d),
  warn: (m: string, d?: Record<string, unknown>) => write('warn', m, d),
  error: (m: string, d?: Record<string, unknown>) => write('error', m, d),
};
