/**
 * The read-log consumer (AWS): a CloudWatch Logs subscription filter on the log group of every route
 * that shows personal data hands it the routes' read-log lines (functions/http/read-log.ts), and it
 * writes them to the table in batches. Lines carry the reader's user uuid, not the login (logins stay
 * out of the logs); the login is looked up here. A failed batch throws: Lambda retries the
 * asynchronous invocation, and the writes are idempotent (a line's items have fixed keys).
 */
import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent } from 'aws-lambda';
import { type CitanieZaznam, citanieRepo } from '../data/citanie-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { READ_LOG_LINE_TYPE } from '../http/read-log';

/** Login by user uuid, kept per process: users are few and their logins never change. */
const logins = new Map<string, string>();

async function loginOf(uuid: string | undefined): Promise<string> {
  if (!uuid) return '';
  if (!logins.has(uuid)) logins.set(uuid, (await pouzivatelRepo.get(uuid))?.login ?? '');
  return logins.get(uuid) ?? '';
}

/** A read-log line of a log event (the JSON may follow a runtime prefix such as a timestamp). */
function lineOf(message: string): Omit<CitanieZaznam, 'login'> | null {
  const start = message.indexOf('{');
  if (start < 0) return null;
  try {
    const parsed = JSON.parse(message.slice(start));
    if (parsed?.type !== READ_LOG_LINE_TYPE || typeof parsed.at !== 'string' || typeof parsed.route !== 'string') return null;
    return {
      at: parsed.at,
      route: parsed.route,
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : undefined,
      pouzivatelUuid: typeof parsed.pouzivatelUuid === 'string' ? parsed.pouzivatelUuid : undefined,
      entityIds: Array.isArray(parsed.entityIds) ? parsed.entityIds.filter((i: unknown) => typeof i === 'string') : [],
    };
  } catch {
    return null;
  }
}

export async function handler(event: CloudWatchLogsEvent): Promise<{ written: number }> {
  const data = JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8')) as CloudWatchLogsDecodedData;
  if (data.messageType !== 'DATA_MESSAGE') return { written: 0 };
  const recs: CitanieZaznam[] = [];
  for (const e of data.logEvents) {
    const line = lineOf(e.message);
    if (line) recs.push({ ...line, login: await loginOf(line.pouzivatelUuid) });
  }
  await citanieRepo.writeMany(recs);
  return { written: recs.length };
}
