/**
 * What the product's two AWS clients (DynamoDB: ../dynamo, S3: ../s3) share: requests signed with
 * Signature V4 by aws4 over keep-alive connections, the AWS SDK's retry rules and a place for tests
 * to inject faults. Why these clients exist instead of the AWS SDK: ../dynamo/client.ts.
 */
import http from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';

export interface AwsRequest {
  /** The operation, e.g. GetItem or CopyObject (logs and fault injection). */
  operation: string;
  method: string;
  /** The encoded path with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}
export interface AwsResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
export type Transport = (request: AwsRequest) => Promise<AwsResponse>;
/** Sees every attempt (retries included) and may answer it instead of `next` (tests inject faults here). */
export type Interceptor = (request: AwsRequest, next: Transport) => Promise<AwsResponse>;

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface TransportConfig {
  service: string;
  region: string;
  /** The origin requests go to (scheme, host, port). */
  endpoint: URL;
  credentials: Credentials;
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** An error in the SDK's shape: `name` is the service's error code, `$metadata.httpStatusCode` its status. */
export class AwsError extends Error {
  $metadata: { httpStatusCode?: number };
  declare code?: string;
  constructor(name: string, message: string, httpStatusCode?: number, fields: Record<string, unknown> = {}) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = { httpStatusCode };
  }
}

/** `err` is the service's error of that type (what `instanceof XException` was with the SDK). */
export const isAwsError = (err: unknown, name: string): err is AwsError => (err as Error | undefined)?.name === name;

/** The credentials of the Lambda's role (the runtime puts them in the environment); 'local' for the local emulators. */
export function credentialsFromEnv(local: boolean): Credentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey, sessionToken };
  if (local) return { accessKeyId: 'local', secretAccessKey: 'local' };
  throw new Error('AWS credentials missing: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
}

/** Error codes the SDK retries (throttling and transient service faults), and the network's. */
const RETRYABLE = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
  'SlowDown',
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
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

/** A client's sending: interceptors around the transport, and retries of what isRetryable picks. */
export class AwsSender {
  private readonly interceptors: Interceptor[] = [];

  constructor(
    private readonly transport: Transport,
    private readonly maxAttempts = 3,
  ) {}

  /** Adds an interceptor (outermost last); returns its removal. */
  intercept(interceptor: Interceptor): () => void {
    this.interceptors.push(interceptor);
    return () => {
      const i = this.interceptors.indexOf(interceptor);
      if (i >= 0) this.interceptors.splice(i, 1);
    };
  }

  /**
   * Sends `request` until `read` accepts the answer (it throws the service's error otherwise), at
   * most maxAttempts times for retryable failures; `read` also gets the attempt number.
   */
  async send<T>(request: AwsRequest, read: (response: AwsResponse, attempt: number) => T): Promise<T> {
    const chain = this.interceptors.reduce<Transport>((next, interceptor) => (r) => interceptor(r, next), this.transport);
    for (let attempt = 1; ; attempt++) {
      try {
        return read(await chain(request), attempt);
      } catch (err) {
        if (attempt >= this.maxAttempts || !isRetryable(err)) throw err;
        await sleep(backoffMs(attempt));
      }
    }
  }
}

/** Signed requests over one keep-alive agent (the SDK's default: keep-alive, 50 sockets). */
export function signedHttpTransport(config: TransportConfig): Transport {
  const url = config.endpoint;
  const secure = url.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true, maxSockets: 50 }) : new http.Agent({ keepAlive: true, maxSockets: 50 });
  const connectMs = config.connectionTimeoutMs ?? 2_000;
  const requestMs = config.requestTimeoutMs ?? 10_000;

  return ({ method, path, headers, body }) => {
    const signed = aws4.sign(
      { service: config.service, region: config.region, method, host: url.hostname, path, headers: { Host: url.host, ...headers }, body },
      config.credentials,
    );
    return new Promise<AwsResponse>((resolve, reject) => {
      const req = (secure ? https : http).request(
        { protocol: url.protocol, hostname: url.hostname, port: url.port || undefined, path, method, headers: signed.headers as http.OutgoingHttpHeaders, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            clearTimeout(deadline);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
          res.on('error', fail);
        },
      );
      const timeout = (what: string) => new AwsError('TimeoutError', `${config.service} ${what} timed out`);
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
