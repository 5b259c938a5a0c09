/**
 * The one way files of an owner are stored (staff photos and attachments of every owner, and the
 * wizard's submit): the files first – copies of temporary uploads and bytes made on the server
 * (thumbnails) –, then their records, so a record never exists without its file. When a step fails,
 * the files written so far are deleted again and the temporary uploads stay for a new attempt (the
 * bucket's lifecycle removes abandoned ones after a day); after success the temporary uploads go.
 */
import { log } from '../../lib/log';
import { copyObject, deleteObject, deleteObjectsQuietly, putObjectBytes } from '../../lib/uploads';

export type FileToWrite = { key: string; from: string } | { key: string; bytes: Buffer; contentType: string };

export interface StoreFilesOptions {
  files: readonly FileToWrite[];
  /** Writes the records; false when a concurrent change won (nothing stored: the files go again). */
  writeRecords(): Promise<boolean>;
  /** After a failed write: were the records stored anyway (the answer was lost)? Then the files stay. */
  recordsStored(): Promise<boolean>;
  /** Named in the log when files could not be deleted. */
  context: string;
}

/** True when the records were written. */
export async function storeFiles({ files, writeRecords, recordsStored, context }: StoreFilesOptions): Promise<boolean> {
  const written = files.map((f) => f.key);
  try {
    for (const f of files) {
      if ('from' in f) await copyObject(f.from, f.key);
      else await putObjectBytes(f.key, f.bytes, f.contentType);
    }
  } catch (err) {
    await deleteObjectsQuietly(written, context);
    throw err;
  }
  let stored: boolean;
  try {
    stored = await writeRecords();
  } catch (err) {
    if (!(await recordsStored().catch(() => true))) await deleteObjectsQuietly(written, context);
    throw err;
  }
  if (!stored) {
    await deleteObjectsQuietly(written, context);
    return false;
  }
  const temporary = files.flatMap((f) => ('from' in f ? [f.from] : []));
  const results = await Promise.allSettled(temporary.map((key) => deleteObject(key)));
  if (results.some((r) => r.status === 'rejected')) log.warn('temporary uploads not deleted', { context });
  return true;
}
