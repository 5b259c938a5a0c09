/**
 * The one check of an uploaded photo, by its content: it exists, has at most 15 MB, starts like a JPEG
 * or PNG and decodes (sharp makes its thumbnail from it). Used by the wizard as soon as an upload
 * finishes, when step 1 is saved and on submit, and by the staff 'Pridať fotografie'. Every refusal
 * (too large, not a photo) is logged with its reason and counted (PhotosRefused, lib/metrics.ts).
 */
import { LIMITS } from '@shared/api/limits';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { detectImageType, type ImageType, makeThumbnail } from './images';
import { log } from './log';
import { countPhotoRefused } from './metrics';
import { headObject, readObjectHead } from './uploads';

export type PhotoProblem = 'missing' | 'size' | 'content';

export type PhotoCheck =
  | { ok: true; bytes: Uint8Array; type: ImageType; thumbnail: Buffer }
  | { ok: false; problem: PhotoProblem };

/** The Slovak reason shown to the person for each problem. */
export const PHOTO_PROBLEM_MSG: Record<PhotoProblem, string> = {
  missing: WIZARD_MSG.photoMissing,
  size: WIZARD_MSG.photoSize,
  content: WIZARD_MSG.photoContent,
};

export async function checkUploadedPhoto(key: string): Promise<PhotoCheck> {
  const check = await checkContent(key);
  // a missing file is not a refused photo (never uploaded, or already removed)
  if (!check.ok && check.problem !== 'missing') {
    log.info('photo refused', { code: check.problem });
    countPhotoRefused();
  }
  return check;
}

async function checkContent(key: string): Promise<PhotoCheck> {
  const head = await headObject(key);
  if (!head) return { ok: false, problem: 'missing' };
  if (head.size > LIMITS.fileBytes) return { ok: false, problem: 'size' };
  const bytes = await readObjectHead(key, LIMITS.fileBytes + 1);
  if (!bytes) return { ok: false, problem: 'missing' };
  if (bytes.length > LIMITS.fileBytes) return { ok: false, problem: 'size' };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, problem: 'content' };
  try {
    // decoding the whole image is the only proof it is one: a file may start like a JPEG and be anything
    return { ok: true, bytes, type, thumbnail: await makeThumbnail(bytes) };
  } catch {
    return { ok: false, problem: 'content' };
  }
}
