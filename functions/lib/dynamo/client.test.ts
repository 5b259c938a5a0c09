import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwsRequest, type AwsResponse, signedHttpTransport } from '../aws/transport';
import { DynamoClient, errorFromResponse, isDynamoError } from './client';
import { BatchGetCommand, BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './commands';

const CONFIG = { region: 'eu-central-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' } };
const answer = (status: number, body: object | string): AwsResponse => ({ status, headers: {}, body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)) });
const ok = (body: object = {}) => answer(200, body);
const err = (type: string, extra: object = {}, status = 400) => answer(status, { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'injected', ...extra });
const transportOf = (endpoint: string, requestTimeoutMs?: number) =>
  signedHttpTransport({ ...CONFIG, service: 'dynamodb', endpoint: new URL(endpoint), requestTimeoutMs });

/** A client whose wire answers come from `answer`, recording every request. */
function fake(answerOf: (r: AwsRequest, n: number) => AwsResponse, maxAttempts = 3) {
  const seen: AwsRequest[] = [];
  const client = new DynamoClient({ ...CONFIG, maxAttempts }, async (r) => {
    seen.push(r);
    return answerOf(r, seen.length - 1);
  });
  return { client, seen, body: (i: number) => JSON.parse(String(seen[i].body)) };
}

describe('commands: document values in, document values out', () => {
  it('marshals keys, items and expression values; unmarshals items, attributes and the last key', async () => {
    const { client, seen, body } = fake((r) =>
      r.operation === 'Query'
        ? ok({ Items: [{ pk: { S: 'A' }, n: { N: '1.5' } }], Count: 1, LastEvaluatedKey: { pk: { S: 'A' } } })
        : ok({ Attributes: { version: { N: '2' }, tags: { SS: ['a', 'b'] } } }),
    );
    const q = await client.send(
      new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'A', ':u': undefined }, ExclusiveStartKey: { pk: 'Z' } }),
    );
    expect(seen[0].operation).toBe('Query');
    expect(body(0)).toEqual({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: 'A' } }, ExclusiveStartKey: { pk: { S: 'Z' } } });
    expect(q).toMatchObject({ Items: [{ pk: 'A', n: 1.5 }], Count: 1, LastEvaluatedKey: { pk: 'A' }, $metadata: { httpStatusCode: 200, attempts: 1 } });
    const u = await client.send(new UpdateCommand({ TableName: 't', Key: { pk: 'A', sk: 1 }, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': [1, 'x', null] } }));
    expect(body(1).Key).toEqual({ pk: { S: 'A' }, sk: { N: '1' } });
    expect(body(1).ExpressionAttributeValues).toEqual({ ':a': { L: [{ N: '1' }, { S: 'x' }, { NULL: true }] } });
    expect(u.Attributes).toEqual({ version: 2, tags: new Set(['a', 'b']) });
  });

  it('batch reads and writes per table, unprocessed parts included; transactions part by part', async () => {
    const { client, body } = fake((r) =>
      r.operation === 'BatchGetItem'
        ? ok({ Responses: { t: [{ pk: { S: 'A' } }] }, UnprocessedKeys: { t: { Keys: [{ pk: { S: 'B' } }] } } })
        : r.operation === 'BatchWriteItem'
          ? ok({ UnprocessedItems: { t: [{ PutRequest: { Item: { pk: { S: 'C' } } } }] } })
          : ok(),
    );
    const g = await client.send(new BatchGetCommand({ RequestItems: { t: { Keys: [{ pk: 'A' }, { pk: 'B' }], ProjectionExpression: 'pk' } } }));
    expect(body(0).RequestItems).toEqual({ t: { Keys: [{ pk: { S: 'A' } }, { pk: { S: 'B' } }], ProjectionExpression: 'pk' } });
    expect(g.Responses).toEqual({ t: [{ pk: 'A' }] });
    expect(g.UnprocessedKeys).toEqual({ t: { Keys: [{ pk: 'B' }] } });
    const w = await client.send(new BatchWriteCommand({ RequestItems: { t: [{ PutRequest: { Item: { pk: 'C', b: true } } }, { DeleteRequest: { Key: { pk: 'D' } } }] } }));
    expect(body(1).RequestItems).toEqual({ t: [{ PutRequest: { Item: { pk: { S: 'C' }, b: { BOOL: true } } } }, { DeleteRequest: { Key: { pk: { S: 'D' } } } }] });
    expect(w.UnprocessedItems).toEqual({ t: [{ PutRequest: { Item: { pk: 'C' } } }] });
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 't', Item: { pk: 'E' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: 't', Key: { pk: 'F' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          { ConditionCheck: { TableName: 't', Key: { pk: 'G' }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': 3 } } },
          { Delete: { TableName: 't', Key: { pk: 'H' } } },
        ],
      }),
    );
    expect(body(2).TransactItems).toEqual([
      { Put: { TableName: 't', Item: { pk: { S: 'E' } }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Update: { TableName: 't', Key: { pk: { S: 'F' } }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': { N: '1' } } } },
      { ConditionCheck: { TableName: 't', Key: { pk: { S: 'G' } }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': { N: '3' } } } },
      { Delete: { TableName: 't', Key: { pk: { S: 'H' } } } },
    ]);
  });

  it('binary values travel as base64 and come back as bytes', async () => {
    const { client, body } = fake(() => ok({ Item: { b: { B: Buffer.from([1, 2, 255]).toString('base64') }, m: { M: { B: { S: 'AQL/' } } } } }));
    const out = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A', b: new Uint8Array([1, 2, 255]) } }));
    expect(body(0).Key.b).toEqual({ B: 'AQL/' });
    expect(Array.from(out.Item?.b as Uint8Array)).toEqual([1, 2, 255]);
    // a map member named B is a name, not a binary value
    expect(out.Item?.m).toEqual({ B: 'AQL/' });
  });
});

describe('errors keep the SDK’s names and fields', () => {
  it('a condition failure carries the old item as a document; a cancelled transaction its reasons', () => {
    const c = errorFromResponse(err('ConditionalCheckFailedException', { Item: { version: { N: '4' } } }));
    expect(isDynamoError(c, 'ConditionalCheckFailedException')).toBe(true);
    expect(c).toMatchObject({ message: 'injected', Item: { version: 4 }, $metadata: { httpStatusCode: 400 } });
    const t = errorFromResponse(err('TransactionCanceledException', { Message: 'cancelled', CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { pk: { S: 'A' } } }] }));
    expect(t.name).toBe('TransactionCanceledException');
    expect(t.CancellationReasons).toEqual([{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { pk: 'A' } }]);
    expect(t.message).toBe('injected');
  });

  it('an answer that is not JSON is named from its status', () => {
    expect(errorFromResponse(answer(503, '<html>Service Unavailable</html>')).name).toBe('ServiceUnavailable');
    expect(errorFromResponse(answer(502, '')).name).toBe('InternalServerError');
  });
});

describe('retries: throttling and transient faults, as the SDK does', () => {
  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'InternalServerError'])('%s once: sent again, answered', async (type) => {
    const { client, seen } = fake((_r, n) => (n === 0 ? err(type, {}, type === 'InternalServerError' ? 500 : 400) : ok()));
    const out = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }));
    expect(out.$metadata.attempts).toBe(2);
    expect(seen[1]).toEqual(seen[0]);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const { client, seen } = fake(() => err('ProvisionedThroughputExceededException'), 3);
    await expect(client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }))).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    expect(seen).toHaveLength(3);
  });

  it.each(['ConditionalCheckFailedException', 'ValidationException', 'TransactionConflictException', 'TransactionCanceledException'])('%s is not retried here', async (type) => {
    const { client, seen } = fake(() => err(type));
    await expect(client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }))).rejects.toMatchObject({ name: type });
    expect(seen).toHaveLength(1);
  });

  it('a reset connection is retried', async () => {
    let n = 0;
    const client = new DynamoClient(CONFIG, async () => {
      if (n++ === 0) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      return ok();
    });
    expect((await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }))).$metadata.attempts).toBe(2);
  });

  it('interceptors see every attempt and can answer instead of DynamoDB; removing one restores the wire', async () => {
    const { client, seen } = fake(() => ok());
    const intercepted: string[] = [];
    const remove = client.intercept(async (r, next) => {
      intercepted.push(r.operation);
      return intercepted.length === 1 ? err('ThrottlingException') : next(r);
    });
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }));
    expect([intercepted.length, seen.length]).toEqual([2, 1]);
    remove();
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }));
    expect([intercepted.length, seen.length]).toEqual([2, 2]);
  });
});

describe('the HTTP transport', () => {
  let server: http.Server;
  let endpoint: string;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let delayMs = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"Item":{"pk":{"S":"A"}}}'), delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends a SigV4-signed JSON-protocol POST and reads the answer', async () => {
    const client = new DynamoClient({ ...CONFIG, endpoint });
    const out = await client.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }));
    expect(out.Item).toEqual({ pk: 'A' });
    const { headers, body } = received[0];
    expect(headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(headers.host).toBe(new URL(endpoint).host);
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-central-1\/dynamodb\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/);
    expect(headers['x-amz-security-token']).toBe('token');
    expect(JSON.parse(body)).toEqual({ TableName: 't', Key: { pk: { S: 'A' } } });
  });

  it('a request that outlasts its timeout fails as a TimeoutError (which the client retries)', async () => {
    delayMs = 300;
    const transport = transportOf(endpoint, 50);
    await expect(transport({ operation: 'GetItem', method: 'POST', path: '/', headers: {}, body: '{}' })).rejects.toMatchObject({ name: 'TimeoutError' });
    delayMs = 0;
  });
});

describe('the signature is the AWS SDK’s', () => {
  /** The SDK signer's hash interface over node:crypto. */
  type Data = string | ArrayBuffer | ArrayBufferView;
  const bytes = (d: Data) => (typeof d === 'string' ? d : d instanceof ArrayBuffer ? new Uint8Array(d) : new Uint8Array(d.buffer, d.byteOffset, d.byteLength));
  class Sha256 {
    private readonly h;
    constructor(secret?: Data) {
      this.h = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
    }
    update(data: Data) {
      this.h.update(bytes(data));
    }
    async digest() {
      return new Uint8Array(this.h.digest());
    }
  }

  it('the SDK’s own SigV4 signer, given the same request, headers and time, computes the same Authorization', async () => {
    const received: http.IncomingHttpHeaders[] = [];
    const body = JSON.stringify({ TableName: 'evidencia-skod', Key: { pk: { S: 'OZN#1' }, sk: { S: 'A' } } });
    // what goes on the wire
    const server = http.createServer((req, res) => {
      received.push(req.headers);
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new DynamoClient({ ...CONFIG, endpoint: `http://127.0.0.1:${port}` }).send(new GetCommand({ TableName: 'evidencia-skod', Key: { pk: 'OZN#1', sk: 'A' } }));
    await new Promise((resolve) => server.close(resolve));
    const h = received[0];
    const amzDate = String(h['x-amz-date']);
    const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
    const signer = new SignatureV4({ service: 'dynamodb', region: CONFIG.region, credentials: CONFIG.credentials, sha256: Sha256, applyChecksum: false });
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port,
        path: '/',
        query: {},
        headers: { host: String(h.host), 'content-length': String(h['content-length']), 'content-type': String(h['content-type']), 'x-amz-target': String(h['x-amz-target']) },
        body,
      },
      { signingDate },
    );
    expect(h.authorization).toMatch(/SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token;x-amz-target,/);
    expect(h.authorization).toBe(signed.headers.authorization);
  });
});
