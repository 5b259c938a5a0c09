/**
 * Files in the private uploads bucket (ARCHITECTURE §4 'Files').
 *
 * - The browser uploads straight to S3 with a presigned POST whose policy pins the exact key, the
 *   Content-Type and the size range (S3 enforces it; locally scripts/local/s3.ts does).
 * - Downloads are short-lived presigned GET URLs that make the browser save the file under its
 *   original (Slovak) name.
 * - Handlers read the first bytes of an upload to check its real type, move temporary uploads
 *   (`tmp/<uploadSession>/…`) to permanent keys and delete files.
 *
 * In AWS the client talks to the regional endpoint. Locally S3_ENDPOINT is `${origin}/s3`, so the URLs
 * handed to the browser are same-origin and the server-side calls go through the same emulated endpoint.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from './env';
import { log } from './log';
import { s3Client } from './s3';
import { TEMPORARY_UPLOAD_PREFIX } from './upload-keys';

/** S3's limit for presigned URLs and POST policies. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

export interface PresignedUpload {
  /** Where the browser POSTs the multipart form. */
  url: string;
  /** Form fields to send before the `file` field, in this order, unchanged. */
  fields: Record<string, string>;
}

/**
 * A presigned POST for exactly one object: `key` is fixed, the form must send `Content-Type: contentType`
 * and the file must have 1…maxBytes bytes. S3 answers 204 on success, 400 EntityTooLarge/EntityTooSmall
 * for a wrong size and 403 for anything else outside the policy (including an expired policy).
 */
export async function createPresignedUpload(options: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds?: number;
}): Promise<PresignedUpload> {
  const { key, contentType, maxBytes, expiresSeconds = 600 } = options;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal ${filename} form variable
  if (!key || key.includes('${filename}')) throw new Error(`Invalid upload key: ${key}`);
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error(`Invalid maxBytes: ${maxBytes}`);
  assertExpires(expiresSeconds);
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: env().UPLOADS_BUCKET,
    Key: key, // → condition {"key": key} (exact)
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresSeconds,
  });
  return { url, fields };
}

/**
 * A presigned GET URL that downloads the object as an attachment named `filename`
 * (RFC 6266 / RFC 5987: ASCII fallback plus the UTF-8 name, so diacritics survive).
 */
export async function presignedDownloadUrl(key: string, filename: string, expiresSeconds = 300): Promise<string> {
  assertExpires(expiresSeconds);
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key, ResponseContentDisposition: attachmentDisposition(filename) }),
    { expiresIn: expiresSeconds },
  );
}

/**
 * The first `maxBytes` bytes of an object (Range GET), for magic-byte checks of uploads;
 * null when the object does not exist.
 */
export async function readObjectHead(key: string, maxBytes: number): Promise<Uint8Array | null> {
  if (!Number.isInteger(maxBytes) || maxBytes < 1) throw new Error(`Invalid maxBytes: ${maxBytes}`);
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key, Range: `bytes=0-${maxBytes - 1}` }));
    const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
  } catch (err) {
    if (isMissing(err, key)) return null;
    if ((err as Error).name === 'InvalidRange') return new Uint8Array(); // empty object
    throw err;
  }
}

/** Size and type of an object, or null when it does not exist. */
export async function headObject(key: string): Promise<{ size: number; contentType?: string } | null> {
  try {
    const out = await s3Client().send(new HeadObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
    return { size: out.ContentLength ?? 0, contentType: out.ContentType };
  } catch (err) {
    if (isMissing(err, key)) return null;
    throw err;
  }
}

/** Copies an object inside the bucket (CopyObject keeps type and metadata). */
export async function copyObject(fromKey: string, toKey: string): Promise<void> {
  const Bucket = env().UPLOADS_BUCKET;
  await s3Client().send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${encodeKey(fromKey)}`, MetadataDirective: 'COPY' }));
}

/** Moves an object inside the bucket: copy, then delete the source. */
export async function moveObject(fromKey: string, toKey: string): Promise<void> {
  await copyObject(fromKey, toKey);
  await deleteObject(fromKey);
}

/** Stores bytes made on the server (e.g. a thumbnail). */
export async function putObjectBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key, Body: Buffer.from(bytes), ContentType: contentType }));
}

/** Deletes an object; deleting a missing object is not an error (as in S3). */
export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
}

/**
 * Undoes files written for a change that then failed (its records were never stored): deletes them,
 * never throws. A file S3 could not delete (it is unreachable) stays and is logged: an unused file,
 * never a record without its file.
 */
export async function deleteObjectsQuietly(keys: readonly string[], reason: string): Promise<void> {
  const results = await Promise.allSettled(keys.map((k) => deleteObject(k)));
  const left = results.filter((r) => r.status === 'rejected').length;
  if (left) log.warn('files of a failed change not deleted', { context: reason, error: `${left} of ${keys.length} not deleted` });
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded name>` (RFC 6266, RFC 5987).
 * The fallback drops diacritics (škoda → skoda) for clients without filename* support.
 */
export function attachmentDisposition(filename: string): string {
  const name = filename.replace(/[\r\n\t/\\]/g, ' ').trim() || 'subor';
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** RFC 5987 attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else as %XX of the UTF-8 bytes. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** URI encoding of S3 keys in CopySource (unreserved characters stay, everything else %XX). */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as a URL path: each segment encoded, the slashes kept. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeRfc3986).join('/');
}

/**
 * The object does not exist. S3 answers 404 (NoSuchKey, or NotFound for a HEAD) only to a caller
 * that may list the bucket; the Lambda roles may not (least privilege: a listing would enumerate
 * every reporter's file names), so in AWS a missing object answers 403 AccessDenied. For a
 * temporary upload – which the bucket's 1-day rule expires while a draft may still name it – that
 * 403 means 'gone' and is answered as such (logged with S3's request ids, so a real permission fault
 * stays visible). A permanent file answering 403 stays an error: it must exist.
 */
function isMissing(err: unknown, key: string): boolean {
  const name = (err as Error | undefined)?.name;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (key.startsWith(TEMPORARY_UPLOAD_PREFIX) && status === 403) {
    log.warn('temporary upload answered 403: handled as missing (expired)', { error: err });
    return true;
  }
  return false;
}

function assertExpires(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_SECONDS) throw new Error(`Invalid expiry: ${seconds}`);
}
