/**
 * POST …/{id}/fotografia/remove/{fileId} and …/priloha/remove/{fileId} of any owner: the record goes
 * when the owner's state allows it, then its files (a file S3 could not delete stays, logged).
 */
import { SUBOR_MSG } from '@shared/api/subory';
import { type FotografiaItem, type PrilohaItem, suborRepo } from '../../data/subor-repo';
import { notFound } from '../../lib/errors';
import { deleteObjectsQuietly } from '../../lib/uploads';
import { assertOwnerEditable, type SuborDruhZmeny } from './owners';
import type { OwnerRecords, OwnerRef } from './records';

type RemoveOptions = OwnerRef & { fileId: string };

async function removeFile<T>(druh: SuborDruhZmeny, records: OwnerRecords<T>, keysOf: (item: T) => string[], neexistuje: string, { owner, uuid, fileId }: RemoveOptions) {
  await assertOwnerEditable(owner, uuid, druh);
  const item = await records.get(owner, uuid, fileId.toLowerCase());
  if (!item || !(await records.remove(owner, uuid, fileId.toLowerCase()))) throw notFound(neexistuje);
  await deleteObjectsQuietly(keysOf(item), `removed ${druh} of ${owner} ${uuid}`);
}

export const removeFotografia = (o: RemoveOptions) =>
  removeFile('fotografie', suborRepo.fotografie, (f: FotografiaItem) => [f.s3Key, f.thumbnailS3Key], SUBOR_MSG.fotoNeexistuje, o);

export const removePriloha = (o: RemoveOptions) => removeFile('prilohy', suborRepo.prilohy, (p: PrilohaItem) => [p.s3Key], SUBOR_MSG.prilohaNeexistuje, o);
