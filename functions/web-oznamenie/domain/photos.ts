/**
 * Temporary photo uploads of the wizard: the browser posts each file straight to S3 under
 * tmp/<uploadSession>/<temporary name>; the server checks them by content before using them.
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { type PhotoUploadBody, photoDisplayName, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { fieldError, forbidden } from '../../lib/errors';
import { checkUploadedPhoto, PHOTO_PROBLEM_MSG } from '../../lib/photo-check';
import { createPresignedUpload, deleteObject } from '../../lib/uploads';
import { mapLimit } from '../../data/batch';
import type { DraftItem } from '../../data/web-oznamenie-repo';

/** `<name>__<8 hex>.<ext>`: unique within the session, and the reporter's name is recoverable. */
const TEMP_NAME = /^[^/\\\0]{1,120}__[0-9a-f]{8}\.(jpe?g|png)$/i;

export const tempKey = (session: string, filename: string) => `tmp/${session}/${filename}`;

export function temporaryName(original: string): string {
  const dot = original.lastIndexOf('.');
  const ext = original.slice(dot).toLowerCase();
  const base =
    original
      .slice(0, dot)
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .replace(/__+/g, '_')
      .trim()
      .slice(0, 100) || 'fotografia';
  return `${base}__${randomBytes(4).toString('hex')}${ext}`;
}

export function assertOwnSession(draft: DraftItem, uploadSessionUuid: string): void {
  if (draft.fileUploadSessionId !== uploadSessionUuid) throw forbidden(WIZARD_MSG.uploadSession);
}

export async function presignPhoto(draft: DraftItem, body: PhotoUploadBody) {
  const filename = temporaryName(body.filename);
  const { url, fields } = await createPresignedUpload({
    key: tempKey(draft.fileUploadSessionId, filename),
    contentType: body.contentType,
    maxBytes: LIMITS.fileBytes,
  });
  return { filename, url, fields };
}

export async function removePhoto(draft: DraftItem, filename: string): Promise<void> {
  if (!TEMP_NAME.test(filename)) throw fieldError('filename', WIZARD_MSG.photoMissing);
  await deleteObject(tempKey(draft.fileUploadSessionId, filename));
}

/**
 * Every named photo exists in the caller's session and is really a JPEG or PNG photo: checked by
 * content and decoded (lib/photo-check.ts, the same check as on upload and on submit).
 */
export async function verifyTempPhotos(draft: DraftItem, filenames: readonly string[]): Promise<{ filename: string; nazov: string }[]> {
  const unique = [...new Set(filenames)];
  // a few at a time: each decode holds one photo of up to 15 MB in memory
  const checked = await mapLimit(unique, 3, async (filename) => {
    if (!TEMP_NAME.test(filename)) return { filename, problem: WIZARD_MSG.photoMissing };
    const photo = await checkUploadedPhoto(tempKey(draft.fileUploadSessionId, filename));
    return { filename, problem: photo.ok ? null : PHOTO_PROBLEM_MSG[photo.problem] };
  });
  const bad = checked.find((c) => c.problem);
  if (bad) throw fieldError('fotografie', `${bad.problem} (${photoDisplayName(bad.filename)})`);
  return unique.map((filename) => ({ filename, nazov: photoDisplayName(filename) }));
}

/**
 * Checks one photo as soon as its upload finished, so that the wizard shows a refusal on the file at
 * once. A refused file is deleted: it can never be used.
 */
export async function verifyTempPhoto(draft: DraftItem, filename: string): Promise<void> {
  if (!TEMP_NAME.test(filename)) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${photoDisplayName(filename)})`);
  const key = tempKey(draft.fileUploadSessionId, filename);
  const photo = await checkUploadedPhoto(key);
  if (photo.ok) return;
  if (photo.problem !== 'missing') await deleteObject(key);
  throw fieldError('fotografie', `${PHOTO_PROBLEM_MSG[photo.problem]} (${photoDisplayName(filename)})`);
}
