/**
 * Faults, injected into the real clients of the handlers as the services' own error answers on the
 * wire (lib/aws/transport.ts: intercept), inside the clients' retries – while
 * DynamoDB Local and the S3 emulator stay up; the injected faults fail chosen commands:
 * - S3 unavailable during the wizard's submit and a staff attach → Slovak 503, nothing half-written
 *   (no notification or photo/attachment record without its file, no permanent file left behind;
 *   temporary uploads stay for the retry and are otherwise removed by the bucket's tmp/ lifecycle),
 *   and the retry afterwards succeeds;
 * - DynamoDB throttling → retried with backoff by the client, then a Slovak 503;
 * - a transaction conflict on a counter or a transaction → retried, one code, one notification.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../shared/api/errors';
import type { OdoslatResponse } from '../shared/api/web-oznamenie';
import { startTestApi, type TestApi } from '../scripts/test/api-harness';
import { jpeg, readyToSubmit, wizardIds } from '../scripts/test/wizard-client';
import { oznamenieRepo } from './data/oznamenie-repo';
import { suborRepo } from './data/subor-repo';
import { uploadTemp } from '../scripts/test/temp-upload';
import { webOznamenieRepo } from './data/web-oznamenie-repo';
import { dynamo } from './lib/clients';
import type { AwsResponse, Interceptor } from './lib/aws/transport';
import { env } from './lib/env';
import { s3Client } from './lib/s3';
import { headObject } from './lib/uploads';

const SERVER_ERROR = { generalErrors: [ERROR_TEXTS.server], fieldErrors: [] };

let api: TestApi;
let ids: Awaited<ReturnType<typeof wizardIds>>;
let spravca: string;
const removeFaults: (() => void)[] = [];

beforeAll(async () => {
  api = await startTestApi();
  ids = await wizardIds(api);
  spravca = await api.sessionCookie('spravca');
});
function clearFaults() {
  for (const remove of removeFaults.splice(0)) remove();
}
afterEach(clearFaults);
afterAll(() => api.stop());

interface Seen {
  command: string;
  input: string;
  at: number;
}

/**
 * Answers the requests `when` picks (n counts the attempts seen so far, from 0) with the service's
 * error answer `fault` instead of sending them; every attempt is seen, the client's retries included.
 */
function inject(client: { intercept: (i: Interceptor) => () => void }, when: (s: Seen, n: number) => boolean, fault: () => AwsResponse): Seen[] {
  const seen: Seen[] = [];
  removeFaults.push(
    client.intercept(async (request, next) => {
      const s = { command: request.operation, input: `${request.path} ${request.headers['X-Amz-Copy-Source'] ?? ''} ${request.body ?? ''}`, at: Date.now() };
      seen.push(s);
      return when(s, seen.length - 1) ? fault() : next(request);
    }),
  );
  return seen;
}

/** DynamoDB's answer with that error type (and fields, e.g. CancellationReasons). */
const dynamoFault =
  (type: string, fields: object = {}): (() => AwsResponse) =>
  () => ({ status: 400, headers: {}, body: Buffer.from(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected', ...fields })) });

/** S3's answer when it is down (as SlowDown/ServiceUnavailable: XML, 503). */
const s3Down = (): AwsResponse => ({
  status: 503,
  headers: {},
  body: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>injected: S3 unavailable</Message></Error>'),
});

/** Listing is no product operation: the AWS SDK's client lists the emulator's bucket. */
let lister: S3Client | undefined;
async function keysUnder(prefix: string): Promise<string[]> {
  lister ??= new S3Client({ region: env().AWS_REGION, endpoint: env().S3_ENDPOINT, forcePathStyle: true });
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
    for (const f of v.photoNames) expect(await headObject(`tmp/${v.draft.fileUploadSessionId}/${f}`)).not.toBeNull();
  });

  it('deletes the files it already copied when S3 fails half-way, and the repeated submit stores the notification with every photo', async () => {
    const v = await readyToSubmit(api, ids, 2);
    const before = await keysUnder('oznamenia/');
    // the first photo is copied and its thumbnail stored, then S3 fails on the second copy
    let copies = 0;
    const seen = inject(s3Client(), (s) => s.command === 'CopyObject' && ++copies >= 2, s3Down);

    const res = await v.call('POST', '/webove-oznamenie/odoslat');

    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
    // two photos' copies were tried; the second failed on every attempt
    expect(new Set(seen.filter((s) => s.command === 'CopyObject').map((s) => s.input)).size).toBe(2);
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
    for (const f of v.photoNames) expect(await headObject(`tmp/${v.draft.fileUploadSessionId}/${f}`)).toBeNull();
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
    inject(s3Client(), (s) => s.command === 'CopyObject' && ++copies >= 2, s3Down);

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
    inject(s3Client(), (s) => s.command === 'CopyObject' && ++copies >= 2, s3Down);

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
    // the client's attempts (clients.ts: 2 against DynamoDB Local, 3 in AWS), with a pause before each retry
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

  it('a conflict that does not stop ends in a Slovak 503, not a 500', async () => {
    inject(dynamo(), (s) => s.input.includes('COUNTER#OZN'), dynamoFault('TransactionConflictException'));
    const res = await api.call('POST', '/api/is/oznamenia/create', { cookie: spravca });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(SERVER_ERROR);
  });
});
