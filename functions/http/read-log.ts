/**
 * The read log of the route wrapper (RouteDef.personalData): which records a staff request showed,
 * who asked, when and through which route – ids only, never the data. It costs the request nothing
 * it waits for:
 * - in AWS (READ_LOG_SINK=log) it is one JSON line on stdout: Lambda hands it to CloudWatch Logs
 *   before the environment is frozen, and a subscription filter passes it to the read-log consumer
 *   (functions/jobs/read-log-consumer.ts), which writes it to the table in batches;
 * - locally (READ_LOG_SINK=table) the long-running server writes it to the table in the background,
 *   batched with the other requests' lines (`drainReadLog` waits for it: tests, shutdown).
 * `npm run bench:oznamenia` compares the lists' p95 with and without it.
 */
import { type RouteDef, routeKey } from '@shared/api/route';
import { type CitanieZaznam, citanieRepo } from '../data/citanie-repo';
import { env } from '../lib/env';
import { log } from '../lib/log';

/** The marker of a read-log line (the subscription filter selects `{ $.type = "CITANIE" }`). */
export const READ_LOG_LINE_TYPE = 'CITANIE';

interface Reader {
  login: string;
  pouzivatelUuid?: string;
}

let enabled = true;
/** Benchmarks only: measures the same requests with and without the read log in one run. */
export function setReadLogEnabled(on: boolean): void {
  enabled = on;
}

/** The record a 'record' route names: the value of the path's first parameter. */
function recordId(def: RouteDef, params: unknown): string | undefined {
  const name = /\{(\w+)\}/.exec(def.path)?.[1];
  const value = name ? (params as Record<string, unknown> | undefined)?.[name] : undefined;
  return typeof value === 'string' ? value.toLowerCase() : undefined;
}

/** The uuids of a list answer's rows: the first array of objects with a uuid among its properties. */
function rowIds(out: unknown): string[] {
  if (!out || typeof out !== 'object') return [];
  for (const value of Object.values(out)) {
    if (Array.isArray(value) && value.length && typeof value[0]?.uuid === 'string') return value.map((r) => String(r.uuid));
  }
  return [];
}

// ── local sink: background writes, one batch per tick ──
let queued: CitanieZaznam[] = [];
let writing: Promise<void> = Promise.resolve();

function enqueue(rec: CitanieZaznam): void {
  queued.push(rec);
  if (queued.length > 1) return;
  writing = writing.then(async () => {
    const batch = queued;
    queued = [];
    await citanieRepo.writeMany(batch).catch((err) => log.error('read log write failed', { error: err }));
  });
}

/** Resolves when every read logged so far is in the table (local sink). */
export async function drainReadLog(): Promise<void> {
  while (queued.length) await writing;
  await writing;
}

function emit(def: RouteDef, reader: Reader, requestId: string, entityIds: string[]): void {
  const rec: CitanieZaznam = { at: new Date().toISOString(), login: reader.login, pouzivatelUuid: reader.pouzivatelUuid, route: routeKey(def), requestId, entityIds };
  if (env().READ_LOG_SINK === 'table') {
    enqueue(rec);
    return;
  }
  // The staff login is personal data and stays out of the logs: the consumer resolves it from the user's uuid.
  const { login: _login, ...line } = rec;
  process.stdout.write(`${JSON.stringify({ type: READ_LOG_LINE_TYPE, ...line })}\n`);
}

/**
 * The read log of one request: a record route logs its record at once (an attempted read is a
 * read), a list route the rows of the answer `finish` gets. Nothing is logged for routes without
 * personal data or without a signed-in caller.
 */
export function startReadLog(def: RouteDef, reader: Reader | null, params: unknown, requestId: string) {
  if (!enabled || !def.personalData || !reader) return { finish: (_out: unknown) => {} };
  if (def.personalData === 'record') {
    const id = recordId(def, params);
    emit(def, reader, requestId, id ? [id] : []);
    return { finish: (_out: unknown) => {} };
  }
  // A failed list request (no answer) showed nothing; a CSV answer is logged without rows.
  return { finish: (out: unknown) => (out === undefined ? undefined : emit(def, reader, requestId, rowIds(out))) };
}
