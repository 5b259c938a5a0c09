/**
 * 'Pridať fotografie' (spec part 1 §2 'Notification photos', §5, §7 'Notification files'): the browser
 * uploads each file straight to S3 (presigned POST, ≤ 15 MB, JPEG/PNG) under tmp/<uploadSession>/,
 * then attaches the session's files: each is checked by content (lib/photo-check.ts: size, magic bytes,
 * decoded), gets a thumbnail and its EXIF date/GPS, is copied to a permanent key, and only then are the
 * records stored; the temporary files are deleted.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { type Fotografia, OZNAMENIE_MSG, STAVY_EDITACIA_SKODY } from '../../../shared/api/oznamenia';
import { type PhotoUploadBody, photoDisplayName, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { type FotografiaItem, suborRepo } from '../../data/subor-repo';
import { badRequest, fieldError } from '../../lib/errors';
import { readPhotoMetadata } from '../../lib/images';
import { log } from '../../lib/log';
import { checkUploadedPhoto, PHOTO_PROBLEM_MSG } from '../../lib/photo-check';
import { copyObject, createPresignedUpload, deleteObject, deleteObjectsQuietly, putObjectBytes } from '../../lib/uploads';
import { tempKey, temporaryName } from '../../web-oznamenie/domain/photos';
import { listFotografie } from './fotografie';
import { loadOznamenie } from './zmeny';

const TEMP_NAME = /^[^/\\\0]{1,120}__[0-9a-f]{8}\.(jpe?g|png)$/i;

export async function presignFotografia(uploadSessionUuid: string, body: PhotoUploadBody) {
  const filename = temporaryName(body.filename);
  const { url, fields } = await createPresignedUpload({ key: tempKey(uploadSessionUuid, filename), contentType: body.contentType, maxBytes: LIMITS.fileBytes });
  return { filename, url, fields };
}

export async function removeTempFotografia(uploadSessionUuid: string, filename: string): Promise<void> {
  if (!TEMP_NAME.test(filename)) throw fieldError('filename', WIZARD_MSG.photoMissing);
  await deleteObject(tempKey(uploadSessionUuid, filename));
}

export async function attachFotografie(uuid: string, uploadSessionUuid: string, filenames: readonly string[]): Promise<{ photoList: Fotografia[] }> {
  const o = await loadOznamenie(uuid);
  if (!STAVY_EDITACIA_SKODY.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
  const unique = [...new Set(filenames)];
  const now = new Date().toISOString();
  // check every file first (by content, decoded): nothing is attached when one is wrong
  const checked: { filename: string; item: FotografiaItem; bytes: Uint8Array; thumbnail: Buffer }[] = [];
  for (const filename of unique) {
    const nazov = photoDisplayName(filename);
    if (!TEMP_NAME.test(filename)) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${nazov})`);
    const photo = await checkUploadedPhoto(tempKey(uploadSessionUuid, filename));
    if (!photo.ok) throw fieldError('fotografie', `${PHOTO_PROBLEM_MSG[photo.problem]} (${nazov})`);
    const fileId = randomUUID();
    const thumbnailId = randomUUID();
    checked.push({
      filename,
      bytes: photo.bytes,
      thumbnail: photo.thumbnail,
      item: {
        fileId,
        thumbnailId,
        meno: nazov,
        contentType: photo.type,
        velkost: photo.bytes.length,
        datumPridania: now,
        ...(await readPhotoMetadata(photo.bytes)),
        s3Key: `oznamenia/${uuid}/fotografie/${fileId}${photo.type === 'image/png' ? '.png' : '.jpg'}`,
        thumbnailS3Key: `oznamenia/${uuid}/nahlady/${thumbnailId}.jpg`,
      },
    });
  }
  // the files first, then their records: a photo record never exists without its file; when a step
  // fails, the files written so far are deleted again (the temporary uploads stay for a new attempt)
  const written = checked.flatMap((c) => [c.item.s3Key, c.item.thumbnailS3Key]);
  try {
    for (const c of checked) {
      await copyObject(tempKey(uploadSessionUuid, c.filename), c.item.s3Key);
      await putObjectBytes(c.item.thumbnailS3Key, c.thumbnail, 'image/jpeg');
    }
  } catch (err) {
    await deleteObjectsQuietly(written, 'staff photos');
    throw err;
  }
  try {
    await suborRepo.fotografie.add('OZNAMENIE', uuid, checked.map((c) => c.item));
  } catch (err) {
    // the records may have been stored although the answer was lost: then the files stay
    const stored = checked.length > 0 && (await suborRepo.fotografie.get('OZNAMENIE', uuid, checked[0].item.fileId).catch(() => true));
    if (!stored) await deleteObjectsQuietly(written, 'staff photos');
    throw err;
  }
  for (const c of checked) await deleteObject(tempKey(uploadSessionUuid, c.filename)).catch((err) => log.warn('temporary photo not deleted', { error: String(err) }));
  return listFotografie(uuid);
}
