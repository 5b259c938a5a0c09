/**
 * One temporary photo made ready to store for an owner, writing nothing: checked by content
 * (lib/photo-check.ts: size, magic bytes, decoded), its thumbnail made and its EXIF date and GPS
 * read, new permanent keys of this attempt only (a concurrent attempt never writes or deletes them).
 */
import { randomUUID } from 'node:crypto';
import type { FotografiaItem, SuborVlastnik } from '../../data/subor-repo';
import { fieldError } from '../../lib/errors';
import { readPhotoMetadata } from '../../lib/images';
import { checkUploadedPhoto, PHOTO_PROBLEM_MSG } from '../../lib/photo-check';
import { ownerFileKey } from './file-names';
import type { FileToWrite } from './store-files';

export interface PreparePhotoOptions {
  owner: SuborVlastnik;
  uuid: string;
  /** Key of the temporary upload. */
  source: string;
  /** The name the person gave the file. */
  nazov: string;
  /** datumPridania of the record. */
  at: string;
}

/** 400 fieldErrors 'fotografie' naming the file when it is missing, too large or not a JPEG/PNG photo. */
export async function preparePhoto({ owner, uuid, source, nazov, at }: PreparePhotoOptions): Promise<{ item: FotografiaItem; files: FileToWrite[] }> {
  const photo = await checkUploadedPhoto(source);
  if (!photo.ok) throw fieldError('fotografie', `${PHOTO_PROBLEM_MSG[photo.problem]} (${nazov})`);
  const fileId = randomUUID();
  const thumbnailId = randomUUID();
  const item: FotografiaItem = {
    fileId,
    thumbnailId,
    meno: nazov,
    contentType: photo.type,
    velkost: photo.bytes.length,
    datumPridania: at,
    ...(await readPhotoMetadata(photo.bytes)),
    s3Key: ownerFileKey(owner, uuid, 'fotografie', `${fileId}${photo.type === 'image/png' ? '.png' : '.jpg'}`),
    thumbnailS3Key: ownerFileKey(owner, uuid, 'nahlady', `${thumbnailId}.jpg`),
  };
  return {
    item,
    files: [
      { key: item.s3Key, from: source },
      { key: item.thumbnailS3Key, bytes: photo.thumbnail, contentType: 'image/jpeg' },
    ],
  };
}
