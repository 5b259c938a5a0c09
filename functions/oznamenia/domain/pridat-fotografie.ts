/**
 * 'Pridať fotografie' (spec part 1 §2 'Notification photos', §5, §7 'Notification files'): the browser
 * uploads each file straight to S3 (presigned POST, ≤ 15 MB, JPEG/PNG) under tmp/<uploadSession>/,
 * then attaches the session's files: each is checked by its magic bytes and size, gets a thumbnail
 * and its EXIF date/GPS, is moved to a permanent key; the temporary files are deleted.
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { type Fotografia, OZNAMENIE_MSG, STAVY_EDITACIA_SKODY } from '../../../shared/api/oznamenia';
import { type PhotoUploadBody, photoDisplayName, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { type FotografiaItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { badRequest, fieldError } from '../../lib/errors';
import { detectImageType, makeThumbnail, readPhotoMetadata } from '../../lib/images';
import { log } from '../../lib/log';
import { copyObject, createPresignedUpload, deleteObject, headObject, putObjectBytes, readObjectHead } from '../../lib/uploads';
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
  // check every file first: nothing is attached when one is wrong
  const checked: { filename: string; bytes: Uint8Array; type: 'image/jpeg' | 'image/png' }[] = [];
  for (const filename of unique) {
    const nazov = photoDisplayName(filename);
    if (!TEMP_NAME.test(filename)) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${nazov})`);
    const head = await headObject(tempKey(uploadSessionUuid, filename));
    if (!head) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${nazov})`);
    if (head.size > LIMITS.fileBytes) throw fieldError('fotografie', `${WIZARD_MSG.photoSize} (${nazov})`);
    const bytes = await readObjectHead(tempKey(uploadSessionUuid, filename), LIMITS.fileBytes + 1);
    const type = bytes ? detectImageType(bytes) : null;
    if (!bytes || !type) throw fieldError('fotografie', `${WIZARD_MSG.photoContent} (${nazov})`);
    checked.push({ filename, bytes, type });
  }
  const items: FotografiaItem[] = [];
  for (const c of checked) {
    let thumbnail: Buffer;
    try {
      thumbnail = await makeThumbnail(c.bytes);
    } catch {
      throw fieldError('fotografie', `${WIZARD_MSG.photoContent} (${photoDisplayName(c.filename)})`);
    }
    const fileId = randomUUID();
    const thumbnailId = randomUUID();
    const s3Key = `oznamenia/${uuid}/fotografie/${fileId}${c.type === 'image/png' ? '.png' : '.jpg'}`;
    const thumbnailS3Key = `oznamenia/${uuid}/nahlady/${thumbnailId}.jpg`;
    await copyObject(tempKey(uploadSessionUuid, c.filename), s3Key);
    await putObjectBytes(thumbnailS3Key, thumbnail, 'image/jpeg');
    items.push({
      fileId,
      thumbnailId,
      meno: photoDisplayName(c.filename),
      contentType: c.type,
      velkost: c.bytes.length,
      datumPridania: now,
      ...(await readPhotoMetadata(c.bytes)),
      s3Key,
      thumbnailS3Key,
    });
  }
  await oznamenieRepo.addPhotos(uuid, items);
  for (const c of checked) await deleteObject(tempKey(uploadSessionUuid, c.filename)).catch((err) => log.warn('temporary photo not deleted', { error: String(err) }));
  return listFotografie(uuid);
}
