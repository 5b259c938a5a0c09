/**
 * Local S3 for `npm start` and the API tests (ARCHITECTURE §2, §8).
 *
 * s3rver (in-process, on a free loopback port) stores the objects; the one local server mounts this
 * module under `/s3`, so the browser talks to `${origin}/s3/<bucket>` on the same origin as the web
 * app. In front of s3rver this module does what s3rver does not, but S3 does:
 *
 * - Browser uploads (`POST /s3/<bucket>`, multipart/form-data, presigned POST): the policy is checked
 *   like S3 checks it – SigV4 signature over the base64 policy, expiration, every condition the product
 *   uses (bucket, key exact / starts-with, Content-Type eq / starts-with, content-length-range against
 *   the real file size) and no form field without a condition. Violations get S3's status codes and
 *   XML error bodies (403 AccessDenied / SignatureDoesNotMatch, 400 EntityTooLarge / EntityTooSmall).
 *   A valid upload is stored with PutObject and answered 204 (or success_action_status 200/201).
 * - Everything else (presigned GET downloads, HEAD/GET/COPY/DELETE signed by the SDK on the server
 *   side): the SigV4 signature (query or Authorization header) and the expiry of presigned URLs are
 *   verified here, then the request is proxied unchanged to s3rver (`/s3/...` → `/...`).
 *   Anonymous requests are refused, the bucket is private.
 *
 * Accepted access keys: local/local (what `npm start` and the tests put in the environment).
 *
 * x-amz-copy-source is re-encoded for s3rver (see copySourceForS3rver) so that CopyObject works for keys
 * with any characters, as in S3.
 *
 * Known s3rver limits that the product must respect (it does; documented here for later features):
 * - Bodies sent with `Content-Encoding: aws-chunked` (SDK PutObject with a *stream* body and the default
 *   checksums) are stored raw by s3rver; server-side PutObject must use Buffer/string bodies.
 * - ListObjectsV2 paging uses single DES for continuation tokens, which Node 20's OpenSSL 3 only has
 *   with `--openssl-legacy-provider`; see enableSingleDesShim() below – it works in-process without it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const PREFIX = '/s3' as const;
/** Upper bound of what one form upload may hold in memory (the product's largest limit is far below). */
export const MAX_BUFFERED_UPLOAD = 16 * 1024 * 1024;
/** S3 limits the form fields before the file to 20 KB in total. */
const MAX_FORM_FIELDS_BYTES = 20 * 1024;
const DEFAULT_CREDENTIALS = [{ accessKeyId: 'local', secretAccessKey: 'local' }];
/** S3's tolerance for the clock of header-signed requests. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

export interface LocalS3Options {
  /** Objects are kept under `<dataDir>` (created); without it a temp directory, deleted on stop(). */
  dataDir?: string;
  bucket: string;
  /** Further buckets the server side writes with the SDK (e.g. the public data bucket); no browser uploads. */
  otherBuckets?: readonly string[];
  /** Origin of the local server (scheme://host:port); the public endpoint is `${publicOrigin}/s3`. */
  publicOrigin: string;
  /** Access keys accepted on /s3 (default local/local). */
  credentials?: { accessKeyId: string; secretAccessKey: string }[];
  /** Region of the internal client that writes to s3rver (default eu-central-1; s3rver ignores it). */
  region?: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void>;

export interface LocalS3 {
  /** s3rver itself (http://127.0.0.1:<port>), path-style; not for the browser. */
  internalEndpoint: string;
  /** `${publicOrigin}/s3` – what S3_ENDPOINT should be set to. */
  publicEndpoint: string;
  prefix: typeof PREFIX;
  handle: Handler;
  stop(): Promise<void>;
}

/** An S3 error response: status, code and message as S3 sends them. */
interface S3Failure {
  status: number;
  code: string;
  message: string;
  /** Extra elements of the <Error> document (e.g. ProposedSize, MaxSizeAllowed). */
  details?: Record<string, string | number>;
}

// ---------------------------------------------------------------------------------------------
// s3rver and busboy are CommonJS without types; busboy (0.3) comes with s3rver and is resolved
// from s3rver's own location so that it does not depend on how npm hoisted it.
// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}
type BusboyInstance = Writable & {
  on(event: 'field', cb: (name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => void): unknown;
  on(event: 'file', cb: (name: string, stream: Readable, filename: string, encoding: string, mimetype: string) => void): unknown;
  on(event: 'finish' | 'partsLimit' | 'filesLimit' | 'fieldsLimit', cb: () => void): unknown;
  on(event: 'error', cb: (err: Error) => void): unknown;
};
type BusboyClass = new (options: {
  headers: http.IncomingHttpHeaders;
  limits?: Record<string, number>;
}) => BusboyInstance;

function loadS3rver(): { S3rver: S3rverClass; account: S3rverAccount; Busboy: BusboyClass } {
  const S3rver = require('s3rver') as S3rverClass;
  const fromS3rver = createRequire(require.resolve('s3rver'));
  const { DUMMY_ACCOUNT } = fromS3rver('./models/account') as { DUMMY_ACCOUNT: S3rverAccount };
  const Busboy = fromS3rver('busboy') as BusboyClass;
  return { S3rver, account: DUMMY_ACCOUNT, Busboy };
}

/**
 * s3rver encrypts ListObjectsV2 continuation tokens with single DES ('des' = DES-CBC), which OpenSSL 3
 * only offers in its legacy provider (`node --openssl-legacy-provider`). Triple DES (EDE) with the same
 * 8-byte key three times is exactly single DES and is in the default provider, so this maps the 'des'
 * cipher – and nothing else – onto it. Calls that used to throw now work; all others are untouched.
 */
function enableSingleDesShim(): void {
  const crypto = require('node:crypto') as typeof import('node:crypto');
  try {
    crypto.createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return; // legacy provider present (or already shimmed)
  } catch {
    // fall through
  }
  type Factory = (algorithm: string, key: Buffer, iv: Buffer | null, ...rest: unknown[]) => unknown;
  const wrap = (original: Factory): Factory =>
    function (this: unknown, algorithm, key, iv, ...rest) {
      if (typeof algorithm === 'string' && algorithm.toLowerCase() === 'des' && Buffer.isBuffer(key) && key.length === 8) {
        return original.call(this, 'des-ede3-cbc', Buffer.concat([key, key, key]), iv, ...rest);
      }
      return original.call(this, algorithm, key, iv, ...rest);
    };
  const mutable = crypto as unknown as Record<'createCipheriv' | 'createDecipheriv', Factory>;
  mutable.createCipheriv = wrap(mutable.createCipheriv);
  mutable.createDecipheriv = wrap(mutable.createDecipheriv);
}

// ---------------------------------------------------------------------------------------------
// Start / stop
// ---------------------------------------------------------------------------------------------

export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  const { S3rver, account, Busboy } = loadS3rver();
  enableSingleDesShim();
  const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
  const secrets = new Map(credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  // s3rver only knows its own dummy key; it does not verify SigV4 signatures (we do), but it refuses
  // unknown access keys and ignores response-* overrides on "anonymous" requests.
  for (const c of credentials) account.createKeyPair(c.accessKeyId, c.secretAccessKey);

  const tempDir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'evidencia-skod-s3-'));
  const directory = options.dataDir ?? (tempDir as string);
  mkdirSync(directory, { recursive: true });

  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [options.bucket, ...(options.otherBuckets ?? [])].map((name) => ({ name })),
  });
  const { port } = await server.run();
  const internalEndpoint = `http://127.0.0.1:${port}`;
  const publicEndpoint = `${options.publicOrigin.replace(/\/$/, '')}${PREFIX}`;

  const internal = new S3Client({
    endpoint: internalEndpoint,
    region: options.region ?? 'eu-central-1',
    forcePathStyle: true,
    credentials: credentials[0],
    maxAttempts: 1,
    // Plain bodies only: s3rver does not understand aws-chunked encodings.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // The local server must not hold connections to s3rver open past stop().
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  const handle: Handler = async (req, res, url) => {
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const rawPath = q < 0 ? raw : raw.slice(0, q);
    const rawQuery = q < 0 ? '' : raw.slice(q + 1);
    if (rawPath !== PREFIX && !rawPath.startsWith(`${PREFIX}/`)) {
      return sendError(res, { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' });
    }
    const s3Path = rawPath.slice(PREFIX.length) || '/';
    const contentType = String(req.headers['content-type'] ?? '');
    const formBucket = /^\/([^/]+)\/?$/.exec(s3Path)?.[1];
    if (req.method === 'POST' && formBucket && /^multipart\/form-data/i.test(contentType)) {
      return handleFormUpload(req, res, decodeURIComponent(formBucket));
    }
    const denied = verifyRequestSignature(req, rawPath, rawQuery, secrets, Date.now());
    if (denied) {
      req.resume();
      return sendError(res, denied, url.pathname);
    }
    return proxy(req, res, s3Path + (q < 0 ? '' : `?${rawQuery}`));
  };

  /** Streams one request to s3rver and its answer back. */
  function proxy(req: http.IncomingMessage, res: http.ServerResponse, upstreamPath: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}` };
      delete headers.expect; // answered by our server already; http.request would wait for a 100
      delete headers.connection;
      const copySource = req.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') headers['x-amz-copy-source'] = copySourceForS3rver(copySource);
      const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: upstreamPath, headers, agent }, (up) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(up.headers)) {
          if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) out[name] = value;
        }
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
        up.on('end', resolve);
        up.on('error', () => {
          res.destroy();
          resolve();
        });
      });
      upstream.on('error', (err) => {
        if (!res.headersSent) sendError(res, { status: 503, code: 'ServiceUnavailable', message: `Local S3 unavailable: ${err.message}` });
        else res.destroy();
        resolve();
      });
      req.pipe(upstream);
    });
  }

  async function handleFormUpload(req: http.IncomingMessage, res: http.ServerResponse, bucket: string): Promise<void> {
    if (bucket !== options.bucket) {
      req.resume();
      return sendError(res, { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist', details: { BucketName: bucket } });
    }
    const form = await readForm(Busboy, req);
    if ('status' in form) return sendError(res, form);
    const checked = checkPostPolicy(form, { bucket, secrets, now: Date.now() });
    if ('status' in checked) return sendError(res, checked);

    const file = form.file as UploadedFile;
    const meta: Record<string, string> = {};
    for (const [name, value] of form.fields) if (name.startsWith('x-amz-meta-')) meta[name.slice('x-amz-meta-'.length)] = value;
    const put = await internal.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: checked.key,
        Body: Buffer.concat(file.chunks),
        ContentType: form.fields.get('content-type') || 'binary/octet-stream',
        ContentDisposition: form.fields.get('content-disposition'),
        CacheControl: form.fields.get('cache-control'),
        Metadata: meta,
      }),
    );
    const etag = put.ETag ?? '';
    const location = `${publicEndpoint}/${encodeURIComponent(bucket)}/${checked.key.split('/').map(encodeRfc3986).join('/')}`;
    const status = Number(form.fields.get('success_action_status'));
    const headers = { ETag: etag, Location: location };
    if (status === 201) {
      res.writeHead(201, { ...headers, 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${xml(location)}</Location><Bucket>${xml(bucket)}</Bucket>` +
          `<Key>${xml(checked.key)}</Key><ETag>${xml(etag)}</ETag></PostResponse>`,
      );
    } else {
      res.writeHead(status === 200 ? 200 : 204, headers);
      res.end();
    }
  }

  return {
    internalEndpoint,
    publicEndpoint,
    prefix: PREFIX,
    handle,
    async stop() {
      internal.destroy();
      agent.destroy();
      await server.close();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Multipart form (memory bounded)
// ---------------------------------------------------------------------------------------------

interface UploadedFile {
  filename: string;
  size: number;
  /** The content, unless it was larger than MAX_BUFFERED_UPLOAD (then empty, see size). */
  chunks: Buffer[];
}

/** Form fields before the file (names lower-cased: S3 matches them case-insensitively) and the file. */
export interface PostForm {
  fields: Map<string, string>;
  file?: UploadedFile;
}

/**
 * Reads the form like S3 does: fields up to the `file` part count, fields after it are ignored, and
 * only one file is allowed. The file is kept in memory up to MAX_BUFFERED_UPLOAD; beyond that only its
 * size is counted (the request is always read to its end so that the client gets the answer).
 */
function readForm(Busboy: BusboyClass, req: http.IncomingMessage): Promise<PostForm | S3Failure> {
  return new Promise((resolve) => {
    const fields = new Map<string, string>();
    let file: UploadedFile | undefined;
    let failure: S3Failure | undefined;
    let fieldBytes = 0;
    const fail = (f: S3Failure) => {
      failure ??= f;
    };
    const malformed = (): S3Failure => ({
      status: 400,
      code: 'MalformedPOSTRequest',
      message: 'The body of your POST request is not well-formed multipart/form-data.',
    });
    let busboy: BusboyInstance;
    try {
      busboy = new Busboy({ headers: req.headers, limits: { fieldSize: MAX_FORM_FIELDS_BYTES, fields: 100, files: 1, parts: 101 } });
    } catch {
      req.resume();
      return resolve(malformed());
    }
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(failure ?? { fields, file });
    };
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (file) return; // S3 ignores fields after the file
      fieldBytes += name.length + value.length;
      if (valueTruncated || fieldBytes > MAX_FORM_FIELDS_BYTES) {
        return fail({ status: 400, code: 'MaxPostPreDataLengthExceeded', message: 'Your POST request fields preceding the upload file were too large.' });
      }
      const lower = name.toLowerCase();
      if (!fields.has(lower)) fields.set(lower, value);
      else fail({ status: 400, code: 'InvalidArgument', message: `Duplicate form field: ${name}` });
    });
    busboy.on('file', (name, stream, filename) => {
      if (name.toLowerCase() !== 'file' || file) {
        fail({ status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' });
        stream.resume();
        return;
      }
      const current: UploadedFile = { filename, size: 0, chunks: [] };
      file = current;
      stream.on('data', (chunk: Buffer) => {
        current.size += chunk.length;
        if (current.size <= MAX_BUFFERED_UPLOAD) current.chunks.push(chunk);
        else current.chunks = []; // over the local bound: only the size matters now (the upload is refused)
      });
    });
    busboy.on('filesLimit', () => fail({ status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' }));
    busboy.on('partsLimit', () => fail(malformed()));
    busboy.on('fieldsLimit', () => fail(malformed()));
    busboy.on('error', () => {
      fail(malformed());
      req.unpipe(busboy);
      req.resume();
      req.once('end', finish);
      if (req.readableEnded) finish();
    });
    busboy.on('finish', finish);
    req.on('error', () => {
      fail(malformed());
      finish();
    });
    req.on('close', () => {
      if (req.complete) return;
      fail(malformed()); // client went away mid-upload
      finish();
    });
    req.pipe(busboy);
  });
}

// ---------------------------------------------------------------------------------------------
// POST policy (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html)
// ---------------------------------------------------------------------------------------------

/** Form fields that need no condition in the policy. */
const FIELDS_WITHOUT_CONDITION = new Set(['file', 'policy', 'x-amz-signature']);

/**
 * Checks a presigned POST form the way S3 does, for the parts of the policy language the product uses.
 * Returns the object key to store, or the S3 error to answer with.
 */
export function checkPostPolicy(
  form: PostForm,
  ctx: { bucket: string; secrets: Map<string, string>; now: number },
): { key: string } | S3Failure {
  const f = form.fields;
  const denied = (message: string): S3Failure => ({ status: 403, code: 'AccessDenied', message });
  const invalidArgument = (message: string): S3Failure => ({ status: 400, code: 'InvalidArgument', message });

  const rawKey = f.get('key');
  if (rawKey === undefined) return invalidArgument("Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.");
  const policyB64 = f.get('policy');
  if (policyB64 === undefined) return denied('Access Denied'); // anonymous upload into a private bucket
  for (const required of ['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature']) {
    if (!f.get(required)) return invalidArgument(`Bucket POST must contain a field named '${required}'.  If it is specified, please check the order of the fields.`);
  }
  if (f.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return invalidArgument('The algorithm must be AWS4-HMAC-SHA256.');

  // Signature: HMAC-SHA256 of the base64 policy with the SigV4 signing key of the credential's scope.
  const [accessKeyId, scopeDate, region, service, terminator, ...more] = (f.get('x-amz-credential') as string).split('/');
  if (!accessKeyId || !/^\d{8}$/.test(scopeDate ?? '') || !region || service !== 's3' || terminator !== 'aws4_request' || more.length) {
    return invalidArgument('Credential is malformed (expected <access key>/<yyyymmdd>/<region>/s3/aws4_request).');
  }
  if (!(f.get('x-amz-date') as string).startsWith(scopeDate)) return invalidArgument('X-Amz-Date does not match the date of the credential scope.');
  const secret = ctx.secrets.get(accessKeyId);
  if (secret === undefined) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  const expected = hmac(signingKey(secret, scopeDate, region, 's3'), policyB64).toString('hex');
  if (!safeEqualHex(expected, (f.get('x-amz-signature') as string).toLowerCase())) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }

  // Policy document
  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8'));
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiration = typeof policy?.expiration === 'string' ? Date.parse(policy.expiration) : Number.NaN;
  if (Number.isNaN(expiration) || !Array.isArray(policy.conditions)) {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: expiration and conditions are required.' };
  }
  if (expiration <= ctx.now) return denied('Invalid according to Policy: Policy expired.');

  const fieldValue = (name: string) => (name === 'bucket' ? ctx.bucket : (f.get(name) ?? ''));
  const covered = new Set<string>();
  let sizeRange: [number, number] | undefined;
  for (const condition of policy.conditions as unknown[]) {
    const failed = () => denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    const invalid = (): S3Failure => ({ status: 400, code: 'InvalidPolicyDocument', message: `Invalid Policy: Invalid condition ${JSON.stringify(condition)}` });
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as unknown[];
      const operator = String(op).toLowerCase();
      if (operator === 'content-length-range') {
        if (condition.length !== 3 || !Number.isInteger(a) || !Number.isInteger(b)) return invalid();
        const [min, max] = [a as number, b as number];
        sizeRange = sizeRange ? [Math.max(sizeRange[0], min), Math.min(sizeRange[1], max)] : [min, max];
        continue;
      }
      if (condition.length !== 3 || typeof a !== 'string' || !a.startsWith('$') || typeof b !== 'string') return invalid();
      const name = a.slice(1).toLowerCase();
      covered.add(name);
      const value = fieldValue(name);
      if (operator === 'eq') {
        if (value !== b) return failed();
      } else if (operator === 'starts-with') {
        // Content-Type may list several types separated by commas; each must match.
        const values = name === 'content-type' ? value.split(',').map((v) => v.trim()) : [value];
        if (!values.every((v) => v.startsWith(b))) return failed();
      } else return invalid();
    } else if (condition && typeof condition === 'object') {
      const entries = Object.entries(condition as Record<string, unknown>);
      if (entries.length !== 1 || typeof entries[0][1] !== 'string') return invalid();
      const [name, exact] = entries[0] as [string, string];
      covered.add(name.toLowerCase());
      if (fieldValue(name.toLowerCase()) !== exact) return failed();
    } else return invalid();
  }
  const extra = [...f.keys()].filter((name) => !FIELDS_WITHOUT_CONDITION.has(name) && !name.startsWith('x-ignore-') && !covered.has(name));
  if (extra.length) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);

  // The file and its size (checked after the policy, like S3 does).
  const file = form.file;
  if (!file) return invalidArgument('POST requires exactly one file upload per request.');
  if (sizeRange && file.size > sizeRange[1]) {
    return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size', details: { ProposedSize: file.size, MaxSizeAllowed: sizeRange[1] } };
  }
  if (sizeRange && file.size < sizeRange[0]) {
    return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size', details: { ProposedSize: file.size, MinSizeAllowed: sizeRange[0] } };
  }
  if (file.size > MAX_BUFFERED_UPLOAD) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum size of the local S3 emulator',
      details: { ProposedSize: file.size, MaxSizeAllowed: MAX_BUFFERED_UPLOAD },
    };
  }
  // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal ${filename} form variable
  const key = rawKey.replaceAll('${filename}', file.filename);
  if (!key) return invalidArgument('The key must not be empty.');
  if (Buffer.byteLength(key) > 1024) return { status: 400, code: 'KeyTooLongError', message: 'Your key is too long' };
  return { key };
}

// ---------------------------------------------------------------------------------------------
// SigV4 request signatures (presigned URLs and Authorization headers)
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
// ---------------------------------------------------------------------------------------------

/**
 * Verifies a SigV4-signed request as S3 does (S3 flavour: the path is used as sent, no normalisation).
 * Returns undefined when the request may pass, else the S3 error.
 */
export function verifyRequestSignature(
  req: Pick<http.IncomingMessage, 'method' | 'headers'>,
  rawPath: string,
  rawQuery: string,
  secrets: Map<string, string>,
  now: number,
): S3Failure | undefined {
  const denied = (message: string): S3Failure => ({ status: 403, code: 'AccessDenied', message });
  let query: [string, string][];
  try {
    query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const i = pair.indexOf('=');
        const [k, v] = i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 1)];
        return [decodeURIComponent(k), decodeURIComponent(v)];
      });
  } catch {
    return { status: 400, code: 'InvalidArgument', message: 'Malformed query string.' };
  }
  const param = (name: string) => query.find(([k]) => k === name)?.[1];
  const authorization = req.headers.authorization;

  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  if (param('X-Amz-Algorithm') !== undefined) {
    if (authorization) return invalidAuth('Only one auth mechanism allowed.');
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return invalidAuth('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    const [c, h, s, d, e] = ['X-Amz-Credential', 'X-Amz-SignedHeaders', 'X-Amz-Signature', 'X-Amz-Date', 'X-Amz-Expires'].map(param);
    if (!c || !h || !s || !d || !e) {
      return invalidAuth('Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
    }
    const signedAt = parseAmzDate(d);
    const expires = Number(e);
    if (Number.isNaN(signedAt)) return invalidAuth('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
    if (!Number.isInteger(expires) || expires < 0 || expires > 604800) return invalidAuth('X-Amz-Expires must be between 0 and 604800 seconds');
    if (now > signedAt + expires * 1000) return denied('Request has expired');
    [credential, signedHeaders, signature, amzDate] = [c, h, s, d];
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  } else if (authorization) {
    const m = /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-fA-F]+)\s*$/.exec(authorization);
    if (!m) return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed.' };
    [, credential, signedHeaders, signature] = m;
    amzDate = String(req.headers['x-amz-date'] ?? '');
    const signedAt = parseAmzDate(amzDate);
    if (Number.isNaN(signedAt)) return denied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(now - signedAt) > MAX_CLOCK_SKEW_MS) {
      return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the current time is too large.' };
    }
    const sha = req.headers['x-amz-content-sha256'];
    if (typeof sha !== 'string') return { status: 400, code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' };
    payloadHash = sha;
  } else {
    return denied('Access Denied'); // the bucket is private
  }

  const [accessKeyId, scopeDate, region, service, terminator] = credential.split('/');
  if (!region || service !== 's3' || terminator !== 'aws4_request' || !amzDate.startsWith(scopeDate)) {
    return invalidAuth('Error parsing the X-Amz-Credential parameter.');
  }
  const secret = secrets.get(accessKeyId);
  if (secret === undefined) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };

  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host')) return invalidAuth('The host header must be signed.');
  const canonicalHeaders = headerNames.map((name) => {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.replace(/[ \t]+/g, ' ').trim()}\n`;
  });
  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method ?? 'GET', rawPath, canonicalQuery, canonicalHeaders.join(''), signedHeaders, payloadHash].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')].join('\n');
  const expected = hmac(signingKey(secret, scopeDate, region, 's3'), stringToSign).toString('hex');
  if (!safeEqualHex(expected, signature.toLowerCase())) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return undefined;

  function invalidAuth(message: string): S3Failure {
    return { status: 400, code: 'AuthorizationQueryParametersError', message };
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** yyyyMMdd'T'HHmmss'Z' → epoch ms (NaN when malformed). */
function parseAmzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : Number.NaN;
}

/** URI encoding of SigV4 (RFC 3986 unreserved characters stay, everything else is %XX). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * S3 percent-decodes x-amz-copy-source completely; s3rver uses decodeURI(), which leaves %2B, %2C, %3B …
 * encoded. Re-encoding with encodeURI() gives s3rver a value that decodeURI() turns into the real key.
 * (A `?versionId=` suffix is dropped: the bucket is not versioned.)
 */
function copySourceForS3rver(header: string): string {
  const withoutQuery = header.split('?')[0];
  try {
    return encodeURI(decodeURIComponent(withoutQuery));
  } catch {
    return header;
  }
}

function xml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

function sendError(res: http.ServerResponse, failure: S3Failure, resource?: string): void {
  const details = Object.entries(failure.details ?? {})
    .map(([k, v]) => `<${k}>${xml(String(v))}</${k}>`)
    .join('');
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${xml(failure.code)}</Code><Message>${xml(failure.message)}</Message>` +
    `${details}${resource ? `<Resource>${xml(resource)}</Resource>` : ''}<RequestId>local</RequestId></Error>`;
  res.writeHead(failure.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
