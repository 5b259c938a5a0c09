/** GET …/{id}/fotografia/{fileId}/download and …/fotografia/nahlad/{fileId}/download of any owner. */
import { SUBOR_MSG } from '@shared/api/subory';
import { notFound } from '../../lib/errors';
import { type HttpResult, redirect } from '../../lib/result';
import { presignedDownloadUrl } from '../../lib/uploads';
import { findFotografia } from './list-fotografie';
import type { OwnerRef } from './records';

/** A redirect to a short-lived presigned S3 URL of the original or its thumbnail, saved under the photo's name. */
export async function downloadFotografia({ owner, uuid, fileId, nahlad }: OwnerRef & { fileId: string; nahlad: boolean }): Promise<HttpResult> {
  const f = await findFotografia(owner, uuid, fileId.toLowerCase());
  if (!f) throw notFound(SUBOR_MSG.fotoNeexistuje);
  const name = nahlad ? `nahlad-${f.meno.replace(/\.[^.]+$/, '')}.jpg` : f.meno;
  return redirect(await presignedDownloadUrl(nahlad ? f.thumbnailS3Key : f.s3Key, name));
}
