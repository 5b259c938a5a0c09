/**
 * A small DynamoDB client for the Lambda handlers: DynamoDB's JSON protocol (one signed POST per
 * operation) through ../aws/transport.ts (aws4 signing, keep-alive, the AWS SDK's retry rules).
 * Why not the SDK (issue #16, cold start): its DynamoDB stack is ≈ 200 kB of every handler bundle
 * (protocols, endpoint rules, event streams, retry strategies that no route needs); this client and
 * its two libraries – aws4 (Signature V4, the library the Node ecosystem has signed AWS requests
 * with for a decade) and @aws-sdk/util-dynamodb (the SDK's own marshaller) – are a few kB.
 *
 * Errors keep the SDK's shape: `name` is DynamoDB's error type (ConditionalCheckFailedException,
 * TransactionCanceledException…), with the answer's fields on the error (CancellationReasons, Item
 * – items as JavaScript values) and `$metadata.httpStatusCode`.
 */
import { AwsError, type AwsResponse, AwsSender, isAwsError, type Credentials, type Interceptor, signedHttpTransport, type Transport } from '../aws/transport';
import { type Command, nativeErrorItems } from './commands';
import { parseAnswer } from './wire';

export interface DynamoClientConfig {
  region: string;
  /** e.g. http://localhost:8000 (DynamoDB Local); default the region's public endpoint. */
  endpoint?: string;
  credentials: Credentials;
  /** Attempts in all, the first included (the SDK's default is 3). */
  maxAttempts?: number;
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export class DynamoError extends AwsError {
  // `declare`: set by AwsError's constructor from the answer, not initialised here (that would reset them)
  declare CancellationReasons?: { Code?: string; Message?: string; Item?: Record<string, unknown> }[];
  declare Item?: Record<string, unknown>;
}

/** A non-2xx answer → the error the SDK would throw. */
export function errorFromResponse(res: Pick<AwsResponse, 'status' | 'body'>): DynamoError {
  let body: Record<string, unknown> = {};
  try {
    body = parseAnswer(res.body.toString('utf8'));
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
  private readonly sender: AwsSender;

  constructor(config: DynamoClientConfig, transport?: Transport) {
    const endpoint = new URL(config.endpoint ?? `https://dynamodb.${config.region}.amazonaws.com`);
    this.sender = new AwsSender(transport ?? signedHttpTransport({ ...config, service: 'dynamodb', endpoint }), config.maxAttempts ?? 3);
  }

  /** Adds an interceptor (outermost last); returns its removal. */
  intercept(interceptor: Interceptor): () => void {
    return this.sender.intercept(interceptor);
  }

  send<C extends Command<object, object>>(command: C): Promise<C['__output']> {
    const request = {
      operation: command.operation,
      method: 'POST',
      path: '/',
      headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${command.operation}` },
      body: JSON.stringify(command.request()),
    };
    return this.sender.send(request, (res, attempt) => {
      if (res.status < 200 || res.status >= 300) throw errorFromResponse(res);
      const wire = res.body.length ? parseAnswer(res.body.toString('utf8')) : {};
      return { ...command.response(wire), $metadata: { httpStatusCode: res.status, attempts: attempt } } as C['__output'];
    });
  }
}

/** `err` is DynamoDB's error of that type (what `instanceof ConditionalCheckFailedException` was with the SDK). */
export const isDynamoError = (err: unknown, name: string): err is DynamoError => isAwsError(err, name);
