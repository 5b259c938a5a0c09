/**
 * A small DynamoDB client for the Lambda handlers: DynamoDB's JSON protocol (one signed POST per
 * operation) over a keep-alive connection, with the AWS SDK's retry rules for throttling and
 * transient faults. Why not the SDK (issue #16, cold start): its DynamoDB stack is ≈ 200 kB of every
 * handler bundle (protocols, endpoint rules, event streams, retry strategies that no route needs);
 * this client and its two libraries – aws4 (Signature V4, the one `aws-sdk` v2's ecosystem and
 * `request` used) and @aws-sdk/util-dynamodb (the SDK's own marshaller) – are a few kB.
 *
 * Errors keep the SDK's shape: `name` is DynamoDB's error type (ConditionalCheckFailedException,
 * TransactionCanceledException…), with the answer's fields on the error (CancellationReasons, Item
 * – items as JavaScript values) and `$metadata.httpStatusCode`.
 */
import http from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';
import { type Command, nativeErrorItems } from './commands';

export interface WireRequest {
  /** The operation, e.g. GetItem. */
  operation: string;
  /** The JSON body. */
  body: string;
}
export interface WireResponse {
  status: number;
  body: string;
}
export type Transport = (request: WireRequest) => Promise<WireResponse>;
/** Sees every attempt (retries included) and may answer it instead of `next` (tests inject faults here). */
export type Interceptor = (request: WireRequest, next: Transport) => Promise<WireResponse>;

export interface DynamoClientConfig {
  region: string;
  /** e.g. http://localhost:8000 (DynamoDB Local); default the region's public endpoint. */
  endpoint?: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Attempts in all, the first included (the SDK's default is 3). */
  maxAttempts?: number;
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export class DynamoError extends Error {
  $metadata: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string; Message?: string; Item?: Record<string, unknown> }[];
  Item?: Record<string, unknown>;
  code?: string;
  constructor(name: string, message: string, httpStatusCode?: number, fields: Record<string, unknown> = {}) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = { httpStatusCode };
  }
}

/** Error types the SDK retries for DynamoDB (throttling and transient service faults). */
const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

export function isRetryable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return RETRYABLE.has(e?.name ?? '') || NETWORK_CODES.has(e?.code ?? '') || (e?.$metadata?.httpStatusCode ?? 0) >= 500;
}

/** The SDK's standard back-off: full jitter on 100 ms × 2^(attempt-1), at most 20 s. */
const backoffMs = (attempt: number) => Math.random() * Math.min(20_000, 100 * 2 ** (attempt - 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A non-2xx answer → the error the SDK would throw. */
export function errorFromResponse(res: WireResponse): DynamoError {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    // not JSON (a proxy's or load balancer's page): named from the status below
  }
  const type = typeof body.__type === 'string' ? body.__type.split('#').pop() : undefined;
  const name = type || (res.status === 503 ? 'ServiceUnavailable' : res.status >= 500 ? 'InternalServerError' : 'UnknownError');
  const message = String(body.message ?? body.Message ?? `DynamoDB answered ${res.status}`);
  const { __type: _t, message: _m, Message: _M, ...fields } = nativeErrorItems(body);
  return new DynamoError(name, message, res.status, fields);
}

export class DynamoClient {
  private readonly interceptors: Interceptor[] = [];
  private readonly maxAttempts: number;

  constructor(
    readonly config: DynamoClientConfig,
    private readonly transport: Transport = httpTransport(config),
  ) {
    this.maxAttempts = config.maxAttempts ?? 3;
  }

  /** Adds an interceptor (outermost last); returns its removal. */
  intercept(interceptor: Interceptor): () => void {
    this.interceptors.push(interceptor);
    return () => {
      const i = this.interceptors.indexOf(interceptor);
      if (i >= 0) this.interceptors.splice(i, 1);
    };
  }

  private attempt(request: WireRequest): Promise<WireResponse> {
    const chain = this.interceptors.reduce<Transport>((next, interceptor) => (r) => interceptor(r, next), this.transport);
    return chain(request);
  }

  async send<C extends Command<object, object>>(command: C): Promise<C['__output']> {
    const request = { operation: command.operation, body: JSON.stringify(command.request()) };
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await this.attempt(request);
        if (res.status < 200 || res.status >= 300) throw errorFromResponse(res);
        const wire = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
        return { ...command.response(wire), $metadata: { httpStatusCode: res.status, attempts: attempt } } as C['__output'];
      } catch (err) {
        if (attempt >= this.maxAttempts || !isRetryable(err)) throw err;
        await sleep(backoffMs(attempt));
      }
    }
  }
}

/** Signed POSTs over one keep-alive agent (the SDK's default: keep-alive, 50 sockets). */
export function httpTransport(config: DynamoClientConfig): Transport {
  const url = new URL(config.endpoint ?? `https://dynamodb.${config.region}.amazonaws.com`);
  const secure = url.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true, maxSockets: 50 }) : new http.Agent({ keepAlive: true, maxSockets: 50 });
  const connectMs = config.connectionTimeoutMs ?? 2_000;
  const requestMs = config.requestTimeoutMs ?? 10_000;

  return ({ operation, body }) => {
    const signed = aws4.sign(
      {
        service: 'dynamodb',
        region: config.region,
        method: 'POST',
        host: url.hostname,
        path: '/',
        headers: { Host: url.host, 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
        body,
      },
      config.credentials,
    );
    return new Promise<WireResponse>((resolve, reject) => {
      const req = (secure ? https : http).request(
        { protocol: url.protocol, hostname: url.hostname, port: url.port || undefined, path: '/', method: 'POST', headers: signed.headers as http.OutgoingHttpHeaders, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            clearTimeout(deadline);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', fail);
        },
      );
      const timeout = (what: string) => new DynamoError('TimeoutError', `DynamoDB ${what} timed out`);
      const deadline = setTimeout(() => req.destroy(timeout('request')), requestMs);
      function fail(err: Error) {
        clearTimeout(deadline);
        reject(err);
      }
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const connect = setTimeout(() => req.destroy(timeout('connection')), connectMs);
        socket.once('connect', () => clearTimeout(connect));
        socket.once('close', () => clearTimeout(connect));
      });
      req.on('error', fail);
      req.end(body);
    });
  };
}

/** `err` is DynamoDB's error of that type (what `instanceof ConditionalCheckFailedException` was with the SDK). */
export const isDynamoError = (err: unknown, name: string): err is DynamoError => (err as Error | undefined)?.name === name;
