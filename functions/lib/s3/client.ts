/**
 * A small S3 client for one bucket: the REST calls the file modules make (Range GET, HEAD, PUT,
 * CopyObject, DELETE) and the two presigned forms the browser uses (GET URL, POST policy), through
 * ../aws/transport.ts like the DynamoDB client (why: ../dynamo/client.ts – the SDK's S3 stack was
 * ≈ 330 kB of every file route's bundle). Errors keep the SDK's names (NoSuchKey, NotFound,
 * InvalidRange, SlowDown…) and `$metadata.httpStatusCode`.
 *
 * Addressing as the SDK's: virtual-hosted in AWS (https://<bucket>.s3.<region>.amazonaws.com/<key>),
 * path-style under a custom endpoint (<endpoint>/<bucket>/<key>, the local emulator).
 */
import { createHmac } from 'node:crypto';
import aws4 from 'aws4';
import { AwsError, type AwsRequest, type AwsResponse, AwsSender, type Credentials, type Interceptor, signedHttpTransport, type Transport } from '../aws/transport';

export interface S3BucketConfig {
  bucket: string;
  region: string;
  /** A custom endpoint (path-style), e.g. http://localhost:3000/s3; default the region's virtual-hosted endpoint. */
  endpoint?: string;
  credentials: Credentials;
  maxAttempts?: number;
}

/** S3 POST policy conditions (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html). */
export type PostCondition = Record<string, string> | [string, string | number, string | number];

/** URI encoding of SigV4/S3 (unreserved characters stay, everything else %XX). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as a URL path: each segment encoded, the slashes kept. */
export const encodeKey = (key: string) => key.split('/').map(encodeRfc3986).join('/');

/** An S3 error answer (XML) → the error the SDK would throw; HEAD answers have no body, so they are named from the status. */
export function errorFromResponse(res: AwsResponse): AwsError {
  const xml = res.body.toString('utf8');
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  const byStatus: Record<number, string> = { 404: 'NotFound', 403: 'Forbidden', 416: 'InvalidRange', 503: 'ServiceUnavailable' };
  const name = tag('Code') ?? byStatus[res.status] ?? (res.status >= 500 ? 'InternalError' : 'UnknownError');
  return new AwsError(name, tag('Message') ?? `S3 answered ${res.status}`, res.status);
}

const amzDate = (d: Date) => d.toISOString().replace(/[:-]|\.\d{3}/g, '');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

export class S3Bucket {
  private readonly sender: AwsSender;
  /** Where the bucket's objects are: origin, and the path before the key ('' or '/s3/<bucket>'). */
  private readonly origin: URL;
  private readonly prefix: string;

  constructor(
    private readonly config: S3BucketConfig,
    transport?: Transport,
  ) {
    if (config.endpoint) {
      const e = new URL(config.endpoint);
      this.origin = new URL(e.origin);
      this.prefix = `${e.pathname.replace(/\/$/, '')}/${encodeRfc3986(config.bucket)}`;
    } else {
      this.origin = new URL(`https://${config.bucket}.s3.${config.region}.amazonaws.com`);
      this.prefix = '';
    }
    this.sender = new AwsSender(transport ?? signedHttpTransport({ ...config, service: 's3', endpoint: this.origin }), config.maxAttempts ?? 3);
  }

  intercept(interceptor: Interceptor): () => void {
    return this.sender.intercept(interceptor);
  }

  private path(key: string, query = '') {
    return `${this.prefix}/${encodeKey(key)}${query}`;
  }

  /** Sends one request; any answer but 2xx (or a 200 carrying an <Error>, as CopyObject may) is thrown as S3's error. */
  private send(request: AwsRequest): Promise<AwsResponse> {
    return this.sender.send(request, (res) => {
      if (res.status < 200 || res.status >= 300 || (request.operation === 'CopyObject' && res.body.includes('<Error>'))) throw errorFromResponse(res);
      return res;
    });
  }

  /** The object's bytes, or the `range` (e.g. 'bytes=0-99') of them. */
  async getObject(key: string, range?: string): Promise<Buffer> {
    const res = await this.send({ operation: 'GetObject', method: 'GET', path: this.path(key), headers: range ? { Range: range } : {} });
    return res.body;
  }

  async headObject(key: string): Promise<{ contentLength: number; contentType?: string }> {
    const res = await this.send({ operation: 'HeadObject', method: 'HEAD', path: this.path(key), headers: {} });
    return { contentLength: Number(res.headers['content-length'] ?? 0), contentType: res.headers['content-type'] };
  }

  async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.send({ operation: 'PutObject', method: 'PUT', path: this.path(key), headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) }, body });
  }

  /** Copies an object inside the bucket; its type and metadata go with it. */
  async copyObject(fromKey: string, toKey: string): Promise<void> {
    await this.send({
      operation: 'CopyObject',
      method: 'PUT',
      path: this.path(toKey),
      headers: { 'X-Amz-Copy-Source': `/${encodeRfc3986(this.config.bucket)}/${encodeKey(fromKey)}`, 'X-Amz-Metadata-Directive': 'COPY', 'Content-Length': '0' },
    });
  }

  /** Deletes an object; a missing one is no error (S3 answers 204 either way). */
  async deleteObject(key: string): Promise<void> {
    await this.send({ operation: 'DeleteObject', method: 'DELETE', path: this.path(key), headers: {} });
  }

  /** A presigned GET URL (query-string SigV4, UNSIGNED-PAYLOAD), with S3's response-* overrides. */
  presignedGetUrl(key: string, options: { expiresSeconds: number; responseContentDisposition?: string }): string {
    const query = new URLSearchParams({ 'X-Amz-Expires': String(options.expiresSeconds) });
    if (options.responseContentDisposition) query.set('response-content-disposition', options.responseContentDisposition);
    const signed = aws4.sign(
      {
        service: 's3',
        region: this.config.region,
        method: 'GET',
        host: this.origin.hostname,
        path: this.path(key, `?${query.toString().replace(/\+/g, '%20')}`),
        headers: { Host: this.origin.host },
        signQuery: true,
      },
      this.config.credentials,
    );
    return `${this.origin.origin}${signed.path}`;
  }

  /**
   * A presigned POST for exactly `key` (the SDK's createPresignedPost: the policy names the bucket,
   * the key, every field and the signing parameters; signed with the scope's SigV4 key).
   */
  presignedPost(
    key: string,
    options: { conditions: PostCondition[]; fields: Record<string, string>; expiresSeconds: number; now?: Date },
  ): { url: string; fields: Record<string, string> } {
    const now = options.now ?? new Date();
    const date = amzDate(now);
    const day = date.slice(0, 8);
    const { accessKeyId, secretAccessKey, sessionToken } = this.config.credentials;
    const scope = `${day}/${this.config.region}/s3/aws4_request`;
    const fields: Record<string, string> = {
      ...options.fields,
      bucket: this.config.bucket,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${accessKeyId}/${scope}`,
      'X-Amz-Date': date,
      ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    };
    const conditions = [...options.conditions, ...Object.entries(fields).map(([k, v]) => ({ [k]: v })), { key }];
    const expiration = new Date(now.getTime() + options.expiresSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const policy = Buffer.from(JSON.stringify({ expiration, conditions }), 'utf8').toString('base64');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), this.config.region), 's3'), 'aws4_request');
    return {
      url: `${this.origin.origin}${this.prefix || '/'}`,
      fields: { ...fields, key, Policy: policy, 'X-Amz-Signature': hmac(signingKey, policy).toString('hex') },
    };
  }
}
