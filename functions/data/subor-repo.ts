/**
 * Photo and attachment records of an owner – a notification or a damage event – in the owner's item
 * collection (ACCESS_PATTERNS 15, 15a): `pk=<OWNER>#<uuid>`, `sk=FOTO#<fileId>` / `PRILOHA#<fileId>`.
 * The files themselves are in the uploads bucket under the keys the records name.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { batchWriteAll } from './batch';
import type { SuborVlastnik } from '@shared/api/subory';
import { keys, type SuborDruh, stripKeys } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transaction';

export type { SuborVlastnik };

export interface FotografiaItem {
  fileId: string;
  thumbnailId: string;
  meno: string;
  contentType: string;
  velkost: number;
  datumPridania: string;
  /** EXIF capture time (ISO). */
  datumVzniku?: string;
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
  s3Key: string;
  thumbnailS3Key: string;
}

export interface PrilohaItem {
  fileId: string;
  meno: string;
  contentType: string;
  velkost: number;
  datumPridania: string;
  s3Key: string;
}

/** The records of one kind (photos or attachments) of any owner. */
function records<T extends { fileId: string }>(druh: SuborDruh) {
  const put = (owner: SuborVlastnik, uuid: string, f: T) => ({ ...keys.subor(owner, uuid, druh, f.fileId), entity: druh, ...f });
  return {
    async list(owner: SuborVlastnik, uuid: string): Promise<T[]> {
      const items = await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.subor(owner, uuid, druh, '').pk, ':sk': `${druh}#` },
      });
      return items.map((i) => stripKeys(i) as unknown as T);
    },

    async get(owner: SuborVlastnik, uuid: string, fileId: string): Promise<T | null> {
      const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.subor(owner, uuid, druh, fileId) }));
      return out.Item ? (stripKeys(out.Item) as unknown as T) : null;
    },

    /** One Put each, written after the files are in place. */
    async add(owner: SuborVlastnik, uuid: string, files: readonly T[]): Promise<void> {
      for (const f of files) await dynamo().send(new PutCommand({ TableName: tableName(), Item: put(owner, uuid, f) }));
    },

    /** Transaction parts that store the records together with their owner (the wizard's submit). */
    newItems(owner: SuborVlastnik, uuid: string, files: readonly T[]): TransactItem[] {
      return files.map((f): TransactItem => ({ Put: { TableName: tableName(), Item: put(owner, uuid, f) } }));
    },

    /** True when the record existed. */
    async remove(owner: SuborVlastnik, uuid: string, fileId: string): Promise<boolean> {
      const out = await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.subor(owner, uuid, druh, fileId), ReturnValues: 'ALL_OLD' }));
      return Boolean(out.Attributes);
    },
  };
}

const fotografie = records<FotografiaItem>('FOTO');
const prilohy = records<PrilohaItem>('PRILOHA');

export const suborRepo = {
  fotografie,
  prilohy,

  /**
   * Deletes every photo and attachment record of the owner (its discard) and returns the S3 keys of
   * their files (originals, thumbnails), which the caller deletes afterwards.
   */
  async removeAll(owner: SuborVlastnik, uuid: string): Promise<{ s3Keys: string[] }> {
    const [fotky, dokumenty] = await Promise.all([fotografie.list(owner, uuid), prilohy.list(owner, uuid)]);
    await batchWriteAll([
      ...fotky.map((f) => ({ DeleteRequest: { Key: keys.subor(owner, uuid, 'FOTO', f.fileId) } })),
      ...dokumenty.map((p) => ({ DeleteRequest: { Key: keys.subor(owner, uuid, 'PRILOHA', p.fileId) } })),
    ]);
    return { s3Keys: [...fotky.flatMap((f) => [f.s3Key, f.thumbnailS3Key]), ...dokumenty.map((p) => p.s3Key)] };
  },
};
