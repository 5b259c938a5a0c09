/**
 * Temporary photo uploads of the wizard: the browser posts each file straight to S3 under
 * tmp/<uploadSession>/<temporary name>; the server checks them by content before using them.
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { type PhotoUploadBody, photoDisplayName, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { fieldError, forbidden } from '../../lib/errors';
import { detectImageType } from '../../lib/images';
import { createPresignedUpload, deleteObject, headObject, readObjectHead } from '../../lib/uploads';
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

/** Every named photo exists in the caller's session and is really a JPEG or PNG (magic bytes). */
export async function verifyTempPhotos(draft: DraftItem, filenames: readonly string[]): Promise<{ filename: string; nazov: string }[]> {
  const unique = [...new Set(filenames)];
  const checked = await Promise.all(
    unique.map(async (filename) => {
      if (!TEMP_NAME.test(filename)) return { filename, problem: WIZARD_MSG.photoMissing };
      const key = tempKey(draft.fileUploadSessionId, filename);
      const head = await headObject(key);
      if (!head) return { filename, problem: WIZARD_MSG.photoMissing };
      if (head.size > LIMITS.fileBytes) return { filename, problem: WIZARD_MSG.photoSize };
      const bytes = await readObjectHead(key, 16);
      if (!bytes || !detectImageType(bytes)) return { filename, problem: WIZARD_MSG.photoContent };
      return { filename, problem: null };
    }),
  );
  const bad = checked.find((c) => c.problem);
  if (bad) throw fieldError('fotografie', `${bad.problem} (${photoDisplayName(bad.filename)})`);
  return unique.map((filename) => ({ filename, nazov: photoDisplayName(filename) }));
}
