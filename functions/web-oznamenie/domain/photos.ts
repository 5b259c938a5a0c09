/**
 * Temporary photo uploads of the wizard, in the draft's own upload session: the same temporary uploads
 * as the staff pages (functions/subory/domain/temp-files.ts); the server checks them by content
 * before using them.
 */
import { photoDisplayName } from '@shared/format/photo-name';
import type { PhotoUploadBody } from '@shared/api/fotografie-upload';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { mapLimit } from '../../data/batch';
import type { DraftItem } from '../../data/web-oznamenie-repo';
import { fieldError, forbidden } from '../../lib/errors';
import { checkUploadedPhoto, PHOTO_PROBLEM_MSG } from '../../lib/photo-check';
import { deleteObject } from '../../lib/uploads';
import { isTemporaryName, tempKey } from '../../subory/domain/file-names';
import { presignTempFile, removeTempFile } from '../../subory/domain/temp-files';

export function assertOwnSession(draft: DraftItem, uploadSessionUuid: string): void {
  if (draft.fileUploadSessionId !== uploadSessionUuid) throw forbidden(WIZARD_MSG.uploadSession);
}

export const presignPhoto = (draft: DraftItem, body: PhotoUploadBody) =>
  presignTempFile({ kind: 'fotografia', uploadSessionUuid: draft.fileUploadSessionId, filename: body.filename, contentType: body.contentType });

export const removePhoto = (draft: DraftItem, filename: string) => removeTempFile({ kind: 'fotografia', uploadSessionUuid: draft.fileUploadSessionId, filename });

/**
 * Every named photo exists in the caller's session and is really a JPEG or PNG photo: checked by
 * content and decoded (lib/photo-check.ts, the same check as on upload and on submit).
 */
export async function verifyTempPhotos(draft: DraftItem, filenames: readonly string[]): Promise<{ filename: string; nazov: string }[]> {
  const unique = [...new Set(filenames)];
  // a few at a time: each decode holds one photo of up to 15 MB in memory
  const checked = await mapLimit(unique, 3, async (filename) => {
    if (!isTemporaryName('fotografia', filename)) return { filename, problem: WIZARD_MSG.photoMissing };
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
  if (!isTemporaryName('fotografia', filename)) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${photoDisplayName(filename)})`);
  const key = tempKey(draft.fileUploadSessionId, filename);
  const photo = await checkUploadedPhoto(key);
  if (photo.ok) return;
  if (photo.problem !== 'missing') await deleteObject(key);
  throw fieldError('fotografie', `${PHOTO_PROBLEM_MSG[photo.problem]} (${photoDisplayName(filename)})`);
}
