/**
 * Attaching the temporary uploads of a session to an owner ('Pridať' on the staff upload pages): the
 * owner must allow the change in its state, every file is checked first (nothing is attached when
 * one is wrong), then the files and records are stored (store-files.ts).
 */
import { photoDisplayName } from '@shared/format/photo-name';
import { fieldError } from '../../lib/errors';
import { isTemporaryName, missingMessage, type TempKind, tempKey } from './file-names';
import { assertOwnerEditable, type SuborDruhZmeny } from './owners';
import type { OwnerRecords, OwnerRef } from './records';
import { type FileToWrite, storeFiles } from './store-files';

export interface AttachOptions extends OwnerRef {
  uploadSessionUuid: string;
  /** Temporary names the uploads returned. */
  filenames: readonly string[];
}

interface FileKind<T> {
  temp: TempKind;
  druh: SuborDruhZmeny;
  records: OwnerRecords<T>;
  prepare(o: { owner: OwnerRef['owner']; uuid: string; source: string; nazov: string; at: string }): Promise<{ item: T; files: FileToWrite[] }>;
}

export async function attachFiles<T extends { fileId: string }>(kind: FileKind<T>, { owner, uuid, uploadSessionUuid, filenames }: AttachOptions): Promise<void> {
  await assertOwnerEditable(owner, uuid, kind.druh);
  const at = new Date().toISOString();
  const prepared: { item: T; files: FileToWrite[] }[] = [];
  // one at a time: a photo's check holds up to 15 MB in memory
  for (const filename of new Set(filenames)) {
    const nazov = photoDisplayName(filename);
    if (!isTemporaryName(kind.temp, filename)) throw fieldError(kind.druh, `${missingMessage(kind.temp)} (${nazov})`);
    prepared.push(await kind.prepare({ owner, uuid, source: tempKey(uploadSessionUuid, filename), nazov, at }));
  }
  const items = prepared.map((p) => p.item);
  await storeFiles({
    files: prepared.flatMap((p) => p.files),
    writeRecords: async () => {
      await kind.records.add(owner, uuid, items);
      return true;
    },
    recordsStored: async () => items.length > 0 && (await kind.records.get(owner, uuid, items[0].fileId)) !== null,
    context: `${kind.druh} of ${owner} ${uuid}`,
  });
}
