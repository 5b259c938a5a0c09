/**
 * Faults, injected into the handlers' real AWS SDK clients as the services' own error answers: a
 * middleware at the innermost place of each client's stack (the deserialize step, below the SDK's
 * deserializer and inside its retry loop) answers chosen attempts with the raw HTTP answer the service
 * sends – so the SDK's own retries, backoff, retry quota and error shapes apply – while DynamoDB Local
 * and the S3 emulator stay up:
 * - S3 unavailable during the wizard's submit and a staff attach → Slovak 503, nothing half-written
 *   (no notification or photo/attachment record without its file, no permanent file left behind;
 *   temporary uploads stay for the retry and are otherwise removed by the bucket's tmp/ lifecycle),
 *   and the retry afterwards succeeds;
 * - DynamoDB throttling → retried with backoff by the SDK, then a Slovak 503;
 * - a transaction conflict on a counter or a transaction → retried, one code, one notification;
 * - a transaction that committed but whose answer was lost → the SDK's retry carries the same
 *   ClientRequestToken, DynamoDB answers it as done, and the user's save succeeds once.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import { fileTestApi } from '../scripts/test/api-harness';
import { jpeg, newVisitor, readyToSubmit, wizardIds } from '../scripts/test/wizard-client';
import { oznamenieRepo } from './data/oznamenie-repo';
import { suborRepo } from './data/subor-repo';
import { uploadTemp } from '../scripts/test/temp-upload';
import { webOznamenieRepo } from './data/web-oznamenie-repo';
import { dynamo } from './lib/clients';
import { env } from './lib/env';
import { s3Client } from './lib/s3';
import { headObject } from './lib/uploads';
import { tempKey } from './subory/domain/file-names';

const SERVER_ERROR = { generalErrors: [ERROR_TEXTS.server], fieldErrors: [] };

const api = fileTestApi();
let ids: Awaited<ReturnType<typeof wizardIds>>;
let spravca: string;
const removeFaults: (() => void)[] = [];

beforeAll(async () => {
  ids = await wizardIds(api);
  spravca = await api.sessionCookie('spravca');
});
function clearFaults() {
  for (const remove of removeFaults.splice(0)) remove();
}
afterEach(clearFaults);

interface Seen {
  /** The SDK command, e.g. CopyObjectCommand or TransactWriteItemsCommand. */
  command: string;
  /** Path, copy source and body of the HTTP request, as sent (signed) on this attempt. */
  input: string;
  at: number;
}

/** A raw HTTP answer, as the service sends it. */
interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array;
}
type HttpRequestLike = { path: string; headers: Record<string, string>; body?: unknown };
type Next = (args: { request: HttpRequestLike }) => Promise<{ response: unknown }>;
interface Stack {
  add: (middleware: (next: Next, context: { commandName?: string }) => Next, options: { step: 'deserialize'; name: string; priority: 'low' }) => void;
  remove: (name: string) => boolean;
}

/**
 * Answers the attempts `when` picks (n counts the attempts seen so far, from 0) with `fault`'s raw
 * answer (made for that attempt) instead of sending them, or – for `afterSend` – sends them and then loses the answer (throws
 * `fault`'s error as the network would). Every attempt is seen, the SDK's retries included.
 */
function inject(
  client: { middlewareStack: unknown },
  when: (s: Seen, n: number) => boolean,
  fault: ((s: Seen) => RawAnswer) | { afterSend: () => Error },
): Seen[] {
  const seen: Seen[] = [];
  const name = `fault-${crypto.randomUUID()}`;
  const stack = client.middlewareStack as Stack;
  stack.add(
    (next, context) => async (args) => {
      const { path, headers, body } = args.request;
      const s = { command: context.commandName ?? '', input: `${path} ${headers['x-amz-copy-source'] ?? ''} ${bodyText(body)}`, at: Date.now() };
      seen.push(s);
      if (!when(s, seen.length - 1)) return next(args);
      if (typeof fault === 'function') return { response: fault(s) };
      await next(args);
      throw fault.afterSend();
    },
    { step: 'deserialize', name, priority: 'low' },
  );
  removeFaults.push(() => stack.remove(name));
  return seen;
}

/** A request body as text (the SDK serialises JSON into bytes); streams (S3 uploads) are not read. */
const bodyText = (body: unknown) => (typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : '');

const answer = (statusCode: number, contentType: string, body: string): RawAnswer => ({
  statusCode,
  headers: { 'content-type': contentType, 'x-amzn-requestid': 'INJECTED-REQUEST-ID', 'x-amz-request-id': 'INJECTED-REQUEST-ID', 'x-amz-id-2': 'INJECTED-EXTENDED-ID' },
  body: new TextEncoder().encode(body),
});

/** DynamoDB's answer with that error type (and fields, e.g. CancellationReasons). */
const dynamoFault =
  (type: string, fields: object = {}): (() => RawAnswer) =>
  () =>
    answer(400, 'application/x-amz-json-1.0', JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected', ...fields }));

/** S3's answer when it is down (XML, 503). */
const s3Down = (): RawAnswer =>
  answer(503, 'application/xml', '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>injected: S3 unavailable</Message></Error>');

/** The connection dropped after the request went out: Node's error for a reset socket. */
const connectionReset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/** Listing is no product operation (the Lambda roles may not list): a separate SDK client lists the emulator's bucket. */
let lister: S3Client | undefined;
async function keysUnder(prefix: string): Promise<string[]> {
  lister ??= new S3Client({ region: env().AWS_REGION, endpoint: env().S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const out = await lister.send(new ListObjectsV2Command({ Bucket: env().UPLOADS_BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key as string).sort();
}

const draftOf = async (cookie: string) => webOznamenieRepo.getById(decodeURIComponent(cookie.split('=')[1]));

describe('S3 unavailable during the wizard submit', () => {
  it('answers a Slovak 503 and writes nothing when S3 is down from the start; the temporary photos stay for the retry', async () => {
    const v = await readyToSubmit(api, ids, 2);
    const before = await keysUnder('oznamenia/');
    const seen = inject(s3Client(), () => true, s3Down);

    const res = await v.call('POST', '/webove-oznamenie/odoslat');

    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    expect(seen.length).toBeGreaterThan(0);
    clearFaults();
    const draft = await draftOf(v.cookie);
    expect(draft?.stav).toBe('ROZPRACOVANE');
    expect(await oznamenieRepo.get(draft?.oznamenieUuid as string)).toBeNull();
    expect(await keysUnder('oznamenia/')).toEqual(before);
    for (const f of v.photoNames) expect(await headObject(tempKey(v.draft.fileUploadSessionId, f))).not.toBeNull();
  });

  it('deletes the files it already copied when S3 fails half-way, and the repeated submit stores the notification with every photo', async () => {
    const v = await readyToSubmit(api, ids, 2);
    const before = await keysUnder('oznamenia/');
    // the first photo is copied and its thumbnail stored, then S3 fails on the second copy
    let copies = 0;
    const seen = inject(s3Client(), (s) => s.command === 'CopyObjectCommand' && ++copies >= 2, s3Down);

    const res = await v.call('POST', '/webove-oznamenie/odoslat');

    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    // two photos' copies were tried; the second failed on every attempt
    expect(new Set(seen.filter((s) => s.command === 'CopyObjectCommand').map((s) => s.input)).size).toBe(2);
    const draft = await draftOf(v.cookie);
    expect(await oznamenieRepo.get(draft?.oznamenieUuid as string)).toBeNull();
    expect(await keysUnder('oznamenia/')).toEqual(before);

    clearFaults();
    const retried = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');
    expect(retried.status).toBe(200);
    expect(retried.body.uuid).toBe(draft?.oznamenieUuid);
    expect(retried.body.kod).toBe(draft?.kod);
    const photos = await suborRepo.fotografie.list('OZNAMENIE', retried.body.uuid);
    expect(photos).toHaveLength(2);
    for (const p of photos) {
      expect(await headObject(p.s3Key)).not.toBeNull();
      expect(await headObject(p.thumbnailS3Key)).not.toBeNull();
    }
    expect((await keysUnder(`oznamenia/${retried.body.uuid}/`)).length).toBe(4);
    for (const f of v.photoNames) expect(await headObject(tempKey(v.draft.fileUploadSessionId, f))).toBeNull();
  });
});

describe('a temporary upload expired in AWS', () => {
  // The Lambda roles may not list the bucket, so real S3 answers a HEAD or GET of a missing object with
  // 403 AccessDenied, not 404 (the emulator answers 404): an upload the bucket's 1-day rule removed.
  const accessDenied = (s: Seen): RawAnswer =>
    s.command === 'HeadObjectCommand'
      ? { ...answer(403, 'application/xml', ''), body: new Uint8Array() }
      : answer(403, 'application/xml', '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');

  it('is a missing photo with the Slovak 400, not a 500, when S3 answers 403 AccessDenied', async () => {
    const v = await newVisitor(api);
    const up = await v.upload('ovca.jpg', await jpeg());
    expect(up.status).toBe(204);
    const seen = inject(s3Client(), (s) => /^(Head|Get)ObjectCommand$/.test(s.command) && s.input.includes('/tmp/'), accessDenied);

    const res = await v.call('POST', `/fotografia/overit?uploadSessionUuid=${v.draft.fileUploadSessionId}`, { filename: up.filename });

    expect(seen.some((s) => s.command === 'HeadObjectCommand')).toBe(true);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: 'Fotografia sa nenašla medzi nahratými súbormi. Nahrajte ju znova. (ovca.jpg)' }] });
  });
});

describe('S3 unavailable during a staff attach', () => {
  async function newOznamenie(): Promise<string> {
    const res = await api.call<{ uuid: string }>('POST', '/api/is/oznamenia/create', { cookie: spravca });
    expect(res.status).toBe(200);
    return res.body.uuid;
  }

  const staffUpload = (kind: 'fotografia' | 'priloha', uploadSessionUuid: string, name: string, bytes: Buffer, contentType: string) =>
    uploadTemp(api, { kind, cookie: spravca, uploadSessionUuid, name, contentType, bytes });

  it('photos: a Slovak 503, no photo record and no file when S3 fails on the second copy; the retry attaches both', async () => {
    const uuid = await newOznamenie();
    const session = crypto.randomUUID();
    const names = [await staffUpload('fotografia', session, 'a.jpg', await jpeg(), 'image/jpeg'), await staffUpload('fotografia', session, 'b.jpg', await jpeg(), 'image/jpeg')];
    let copies = 0;
    inject(s3Client(), (s) => s.command === 'CopyObjectCommand' && ++copies >= 2, s3Down);

    const attach = () => api.call('POST', `/api/is/oznamenie/${uuid}/fotografia/upload?uploadSessionUuid=${session}`, { cookie: spravca, body: { fotografie: names } });
    const res = await attach();

    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    expect(await suborRepo.fotografie.list('OZNAMENIE', uuid)).toEqual([]);
    expect(await keysUnder(`oznamenia/${uuid}/`)).toEqual([]);

    clearFaults();
    expect((await attach()).status).toBe(200);
    const photos = await suborRepo.fotografie.list('OZNAMENIE', uuid);
    expect(photos).toHaveLength(2);
    expect(await keysUnder(`oznamenia/${uuid}/`)).toEqual([...photos.map((p) => p.s3Key), ...photos.map((p) => p.thumbnailS3Key)].sort());
  });

  it('attachments: a Slovak 503, no attachment record and no file when S3 fails on the second copy', async () => {
    const uuid = await newOznamenie();
    const session = crypto.randomUUID();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const names = [await staffUpload('priloha', session, 'zmluva.pdf', pdf, 'application/pdf'), await staffUpload('priloha', session, 'faktura.pdf', pdf, 'application/pdf')];
    let copies = 0;
    inject(s3Client(), (s) => s.command === 'CopyObjectCommand' && ++copies >= 2, s3Down);

    const res = await api.call('POST', `/api/is/oznamenie/${uuid}/priloha/upload?uploadSessionUuid=${session}`, { cookie: spravca, body: { prilohy: names } });

    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    expect(await suborRepo.prilohy.list('OZNAMENIE', uuid)).toEqual([]);
    expect(await keysUnder(`oznamenia/${uuid}/`)).toEqual([]);
  });
});

describe('DynamoDB throttling', () => {
  it.each([
    ['ProvisionedThroughputExceededException', dynamoFault('ProvisionedThroughputExceededException')],
    ['ThrottlingException', dynamoFault('ThrottlingException')],
  ])('a %s is retried with backoff and the request succeeds', async (_name, fault) => {
    const seen = inject(dynamo(), (_s, n) => n === 0, fault);
    const res = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: spravca });
    expect(res.status).toBe(200);
    // the throttled command was sent again
    expect(seen[1].command).toBe(seen[0].command);
    expect(seen[1].input).toBe(seen[0].input);
  });

  it('throttling that does not stop ends, after the retries, in a Slovak 503', async () => {
    const seen = inject(dynamo(), () => true, dynamoFault('ProvisionedThroughputExceededException'));
    const res = await api.call('GET', '/api/is/pouzivatel/moj-profil', { cookie: spravca });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    // the SDK's attempts (clients.ts: 2 against DynamoDB Local, the SDK's default in AWS), with a pause before each retry
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((s) => s.input === seen[0].input)).toBe(true);
  });
});

describe('transaction conflicts', () => {
  it.each([
    ['TransactionConflictException', dynamoFault('TransactionConflictException')],
    ['TransactionCanceledException (TransactionConflict)', dynamoFault('TransactionCanceledException', { CancellationReasons: [{ Code: 'TransactionConflict' }] })],
  ])('the notification counter meets a %s twice: retried, one notification with the next code', async (_name, fault) => {
    let conflicts = 0;
    const seen = inject(dynamo(), (s) => s.input.includes('COUNTER#OZN') && ++conflicts <= 2, fault);
    const first = await api.call<{ uuid: string }>('POST', '/api/is/oznamenia/create', { cookie: spravca });
    expect(first.status).toBe(200);
    expect(seen.filter((s) => s.input.includes('COUNTER#OZN'))).toHaveLength(3);
    clearFaults();
    const second = await api.call<{ uuid: string }>('POST', '/api/is/oznamenia/create', { cookie: spravca });
    const [a, b] = [await oznamenieRepo.get(first.body.uuid), await oznamenieRepo.get(second.body.uuid)];
    const number = (kod?: string) => Number(kod?.split('-')[2]);
    expect(number(b?.kod)).toBe(number(a?.kod) + 1);
  });

  it('the submit transaction cancelled by a concurrent transaction is retried and stores one notification', async () => {
    const v = await readyToSubmit(api, ids, 1);
    let cancelled = 0;
    inject(
      dynamo(),
      (s) => s.input.includes('"TransactItems"') && ++cancelled === 1,
      dynamoFault('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] }),
    );
    const res = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');
    expect(res.status).toBe(200);
    expect(cancelled).toBe(2);
    expect(await oznamenieRepo.get(res.body.uuid)).toMatchObject({ kod: res.body.kod, stav: 'NOVE_WEB' });
    expect(await suborRepo.fotografie.list('OZNAMENIE', res.body.uuid)).toHaveLength(1);
  });

  it('a transaction that committed but whose answer was lost is retried with the same ClientRequestToken: the submit succeeds, once', async () => {
    const v = await readyToSubmit(api, ids, 1);
    let transactions = 0;
    const seen = inject(dynamo(), (s) => s.input.includes('"TransactItems"') && ++transactions === 1, { afterSend: connectionReset });
    const res = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');
    expect(res.status).toBe(200);
    const attempts = seen.filter((s) => s.input.includes('"TransactItems"'));
    // the first attempt reached DynamoDB Local and committed; the SDK sent it again with its token
    expect(attempts).toHaveLength(2);
    const token = (s: Seen) => JSON.parse(s.input.slice(s.input.indexOf('{'))).ClientRequestToken;
    expect(token(attempts[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(token(attempts[1])).toBe(token(attempts[0]));
    expect(await oznamenieRepo.get(res.body.uuid)).toMatchObject({ kod: res.body.kod, stav: 'NOVE_WEB' });
    expect(await suborRepo.fotografie.list('OZNAMENIE', res.body.uuid)).toHaveLength(1);
    expect((await draftOf(v.cookie))?.stav).not.toBe('ROZPRACOVANE');
  });

  it('a conflict that does not stop ends in a Slovak 503, not a 500', async () => {
    inject(dynamo(), (s) => s.input.includes('COUNTER#OZN'), dynamoFault('TransactionConflictException'));
    const res = await api.call('POST', '/api/is/oznamenia/create', { cookie: spravca });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
  });
});
