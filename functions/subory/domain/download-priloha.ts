/** GET …/{id}/priloha/download/{fileId} of any owner. */
import { SUBOR_MSG } from '@shared/api/subory';
import { suborRepo } from '../../data/subor-repo';
import { notFound } from '../../lib/errors';
import { type HttpResult, redirect } from '../../lib/result';
import { presignedDownloadUrl } from '../../lib/uploads';
import type { OwnerRef } from './records';

/** A redirect to a short-lived presigned S3 URL, saved under the attachment's name. */
export async function downloadPriloha({ owner, uuid, fileId }: OwnerRef & { fileId: string }): Promise<HttpResult> {
  const p = await suborRepo.prilohy.get(owner, uuid, fileId.toLowerCase());
  if (!p) throw notFound(SUBOR_MSG.prilohaNeexistuje);
  return redirect(await presignedDownloadUrl(p.s3Key, p.meno));
}
