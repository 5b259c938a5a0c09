/**
 * Deletes every photo and attachment of an owner – records first, then their files (originals,
 * thumbnails) – when the owner itself is discarded (a ROZPRACOVANE notification, a ROZPRACOVANA
 * damage event). A file S3 could not delete stays and is logged: an unused file, never a record
 * without its file.
 */
import { type SuborVlastnik, suborRepo } from '../../data/subor-repo';
import { deleteObjectsQuietly } from '../../lib/uploads';

export async function deleteOwnerFiles(owner: SuborVlastnik, uuid: string): Promise<void> {
  const { s3Keys } = await suborRepo.removeAll(owner, uuid);
  await deleteObjectsQuietly(s3Keys, `files of a discarded ${owner} ${uuid}`);
}
