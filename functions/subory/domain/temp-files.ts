/**
 * Owner-agnostic temporary uploads (POST /fotografia/upload, /priloha/upload; GET /fotografia/remove,
 * /priloha/remove): the browser posts each file straight to S3 with a presigned POST (≤ 15 MB, the
 * declared type) under tmp/<uploadSession>/; nothing is trusted until a file is attached and checked.
 */
import { LIMITS } from '@shared/api/limits';
import { fieldError } from '../../lib/errors';
import { createPresignedUpload, deleteObject, type PresignedUpload } from '../../lib/uploads';
import { isTemporaryName, missingMessage, type TempKind, tempKey, temporaryName } from './file-names';

interface TempFileOptions {
  kind: TempKind;
  uploadSessionUuid: string;
}

/** The temporary name (what attaching names the file by) and the presigned POST for it. */
export async function presignTempFile({ kind, uploadSessionUuid, filename, contentType }: TempFileOptions & { filename: string; contentType: string }): Promise<PresignedUpload & { filename: string }> {
  const name = temporaryName(kind, filename);
  const { url, fields } = await createPresignedUpload({ key: tempKey(uploadSessionUuid, name), contentType, maxBytes: LIMITS.fileBytes });
  return { filename: name, url, fields };
}

/** Deletes a temporary file of the session (204 also when it was already gone). */
export async function removeTempFile({ kind, uploadSessionUuid, filename }: TempFileOptions & { filename: string }): Promise<void> {
  if (!isTemporaryName(kind, filename)) throw fieldError('filename', missingMessage(kind));
  await deleteObject(tempKey(uploadSessionUuid, filename));
}
