/**
 * The read log of the route wrapper (RouteDef.personalData): which records a staff request showed.
 * A record route's write starts together with the handler and a list route's right after it, and
 * the wrapper awaits it before answering – in a Lambda nothing may run after the answer – so the
 * cost is one BatchWriteItem beside the handler's own reads (`npm run bench:oznamenia` compares).
 */
import { type RouteDef, routeKey } from '@shared/api/route';
import { citanieRepo } from '../data/citanie-repo';
import { log } from '../lib/log';

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

function write(def: RouteDef, reader: Reader, requestId: string, entityIds: string[]): Promise<void> {
  return citanieRepo
    .write({ at: new Date().toISOString(), login: reader.login, pouzivatelUuid: reader.pouzivatelUuid, route: routeKey(def), requestId, entityIds })
    .catch((err) => {
      // The data is already read; a lost read-log line must be loud in the logs (and its alarm).
      log.error('read log write failed', { route: routeKey(def), requestId, error: err });
    });
}

/**
 * Starts the read log of a request; `finish(out)` completes it with the handler's answer and
 * resolves when the log is written. Nothing is logged for routes without personal data or anonymous callers.
 */
export function startReadLog(def: RouteDef, reader: Reader | null, params: unknown, requestId: string) {
  if (!enabled || !def.personalData || !reader) return { finish: async (_out: unknown) => {} };
  if (def.personalData === 'record') {
    const id = recordId(def, params);
    const pending = write(def, reader, requestId, id ? [id] : []);
    return { finish: async (_out: unknown) => pending };
  }
  // A failed list request (no answer) showed nothing.
  return { finish: async (out: unknown) => (out === undefined ? undefined : write(def, reader, requestId, rowIds(out))) };
}
