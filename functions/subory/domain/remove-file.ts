/**
 * POST …/{id}/fotografia/remove/{fileId} and …/priloha/remove/{fileId} of any owner: the record goes
 * when the owner's state allows it, then its files (a file S3 could not delete stays, logged).
 */
import { SUBOR_MSG } from '@shared/api/subory';
import { type FotografiaItem, type PrilohaItem, suborRepo } from '../../data/subor-repo';
import { badRequest, notFound } from '../../lib/errors';
import { deleteObjectsQuietly } from '../../lib/uploads';
import { findFotografia } from './list-fotografie';
import { assertOwnerEditable, type SuborDruhZmeny } from './owners';
import type { OwnerRecords, OwnerRef } from './records';

type RemoveOptions = OwnerRef & { fileId: string };

async function removeFile<T>(druh: SuborDruhZmeny, records: OwnerRecords<T>, keysOf: (item: T) => string[], neexistuje: string, { owner, uuid, fileId }: RemoveOptions) {
  await assertOwnerEditable(owner, uuid, druh);
  const item = await records.get(owner, uuid, fileId.toLowerCase());
  if (!item || !(await records.remove(owner, uuid, fileId.toLowerCase()))) throw notFound(neexistuje);
  await deleteObjectsQuietly(keysOf(item), `removed ${druh} of ${owner} ${uuid}`);
}

export async function removeFotografia(o: RemoveOptions): Promise<void> {
  // a notification's photo shown in its event's file is read-only there: say where it can be removed
  const f = await findFotografia(o.owner, o.uuid, o.fileId.toLowerCase());
  if (f?.zOznamenia) throw badRequest(SUBOR_MSG.fotoZOznamenia);
  await removeFile('fotografie', suborRepo.fotografie, (p: FotografiaItem) => [p.s3Key, p.thumbnailS3Key], SUBOR_MSG.fotoNeexistuje, o);
}

export const removePriloha = (o: RemoveOptions) => removeFile('prilohy', suborRepo.prilohy, (p: PrilohaItem) => [p.s3Key], SUBOR_MSG.prilohaNeexistuje, o);
