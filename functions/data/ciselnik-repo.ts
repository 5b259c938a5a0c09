import { randomUUID } from 'node:crypto';
import { BatchGetCommand, BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import { CISELNIK_DEFS, CISELNIK_TYPY } from '@shared/domain/ciselnik';
import { zoradPolozky } from '@shared/domain/ciselnik-poradie';
import { dynamo, tableName } from '../lib/clients';
import { derive } from '../lib/read-cache';
import { keys, stripKeys } from './keys';
import { type Dataset, readDataset, writeDataset } from './dataset-stamp';
import { queryAll } from './query';
import { TransactConditionFailed, type TransactItems, transactWrite } from './transaction';
import { WriteError } from './write-error';

export interface CiselnikPolozkaItem extends CiselnikHodnota {
  version: number;
  /**
   * Read from a type's list: whether `poradie` was set (by an administrator or an import) or is the
   * natural rank of the label (shared/domain/ciselnik-poradie.ts). A single read (get) has the stored
   * `poradie` only.
   */
  poradieNastavene?: boolean;
}

export interface NewPolozka {
  type: string;
  kod: string;
  label: string;
  nadradenaPolozkaUuid?: string;
  aktivna?: boolean;
  /** A set order; absent: the label's natural order. */
  poradie?: number;
  /** Damage-subject categories the item applies to (types with `kategorie`); absent or empty: all. */
  kategorie?: readonly string[];
  /** Extra attributes (e.g. centroid lon/lat of a municipality). */
  extra?: Record<string, unknown>;
}

export interface CiselnikRef {
  type: string;
  uuid: string;
}

/**
 * Whole code lists are kept per process (a Lambda container, the local server) and read again only
 * when the type's change stamp moved (functions/data/dataset-stamp.ts): every write of a type bumps
 * its stamp as the last action of its transaction, batch imports right after their batches. The
 * list itself is read strongly consistent, so a kept copy is never older than its stamp.
 */
const dataset = (type: string): Dataset => `CISELNIK#${type}`;

const writeTransaction = (type: string, items: TransactItems) => writeDataset(dataset(type), items);

function loadType(type: string, trustMs = 0): Promise<CiselnikPolozkaItem[]> {
  return readDataset({
    dataset: dataset(type),
    trustMs,
    load: async () => {
      const raw = await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.ciselnikPolozka(type, '').pk, ':sk': keys.ciselnikPolozka(type, '').sk },
        ConsistentRead: true,
      });
      // in the order every select and list shows: the set order, else the labels' natural order
      return zoradPolozky(raw.map((i) => stripKeys(i) as unknown as CiselnikPolozkaItem));
    },
  });
}

function itemRecord(p: NewPolozka & { uuid: string; version: number }) {
  return {
    ...keys.ciselnikPolozka(p.type, p.uuid),
    ...(p.kod ? keys.ciselnikByKod(p.type, p.kod) : {}),
    entity: 'CISELNIK_POLOZKA',
    uuid: p.uuid,
    type: p.type,
    kod: p.kod || undefined,
    label: p.label,
    nadradenaPolozkaUuid: p.nadradenaPolozkaUuid,
    aktivna: p.aktivna ?? true,
    poradie: p.poradie,
    kategorie: p.kategorie?.length ? [...p.kategorie] : undefined,
    version: p.version,
    ...p.extra,
  };
}

const kodGuardPut = (type: string, kod: string, uuid: string): TransactItems[number] => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.ciselnikKodUnique(type, kod), uuid },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const kodGuardDelete = (type: string, kod: string): TransactItems[number] => ({
  Delete: { TableName: tableName(), Key: keys.ciselnikKodUnique(type, kod) },
});

/** The parent must exist when the child is written; it is marked as used in the same transaction. */
const usedMarks = (refs: readonly CiselnikRef[]): TransactItems =>
  refs.flatMap((r) => [
    { ConditionCheck: { TableName: tableName(), Key: keys.ciselnikPolozka(r.type, r.uuid), ConditionExpression: 'attribute_exists(pk)' } },
    { Put: { TableName: tableName(), Item: { ...keys.ciselnikPouzitie(r.uuid), type: r.type } } },
  ]);

export const ciselnikRepo = {
  /** One item of a code list of the given type, or null. */
  async get(type: string, uuid: string): Promise<(CiselnikPolozkaItem & { lon?: number; lat?: number }) | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.ciselnikPolozka(type, uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as CiselnikPolozkaItem & { lon?: number; lat?: number }) : null;
  },

  /** An item by uuid alone (DELETE /ciselniky/{id} names no type): one BatchGetItem over every type. */
  async findByUuid(uuid: string): Promise<CiselnikPolozkaItem | null> {
    const out = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: CISELNIK_TYPY.map((t) => keys.ciselnikPolozka(t, uuid)) } } }),
    );
    const item = out.Responses?.[tableName()]?.[0];
    return item ? (stripKeys(item) as unknown as CiselnikPolozkaItem) : null;
  },

  /**
   * All items of one code list in their order – the set `poradie`, else the labels' natural order –
   * each with its effective `poradie` (kept per process, see above).
   * `trustMs`: how long a kept list is served without checking its stamp (0 for staff; public reads under load may trust longer).
   */
  async listByType(type: string, { activeOnly, trustMs = 0 }: { activeOnly: boolean; trustMs?: number }): Promise<CiselnikPolozkaItem[]> {
    const items = await loadType(type, trustMs);
    // The same array while the kept list is the same, so answers built from it can be kept too (derive).
    return activeOnly ? derive(`CISELNIK#${type}#aktivne`, [items], () => items.filter((v) => v.aktivna)) : items;
  },

  /**
   * uuid → label of a type, deactivated items too (old records keep theirs): the same Map while the kept
   * list is the same, so a caller can key a kept sort order by it (identityVariant in functions/common/year-list.ts).
   */
  async popisy(type: string, trustMs = 0): Promise<ReadonlyMap<string, string>> {
    const items = await loadType(type, trustMs);
    return derive(`CISELNIK#${type}#popisy`, [items], () => new Map(items.map((i) => [i.uuid, i.label])));
  },

  /** Whether records or child items refer to the item (a usage mark exists). */
  async isUsed(uuid: string): Promise<boolean> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.ciselnikPouzitie(uuid) }));
    return Boolean(out.Item);
  },

  /**
   * Marks items as used by a record before the record is written: from then on they can only be
   * deactivated, never deleted. Fails with 'missing' when one of them was deleted meanwhile.
   */
  async markUsed(refs: readonly CiselnikRef[]): Promise<void> {
    const unique = [...new Map(refs.map((r) => [r.uuid, r])).values()];
    try {
      // two actions per item, at most 100 per transaction; marks are idempotent, so chunks need not be atomic together
      for (let i = 0; i < unique.length; i += 50) await transactWrite(usedMarks(unique.slice(i, i + 50)));
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError('missing');
      throw err;
    }
  },

  /** Creates an item; the official code is unique within its type (guard item in the same transaction). */
  async create(p: NewPolozka): Promise<CiselnikPolozkaItem> {
    const uuid = randomUUID();
    const record = itemRecord({ ...p, uuid, version: 1 });
    const items: TransactItems = [
      { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
    ];
    if (p.kod) items.push(kodGuardPut(p.type, p.kod, uuid));
    const parentAt = items.length;
    if (p.nadradenaPolozkaUuid) items.push(...usedMarks([{ type: parentType(p.type), uuid: p.nadradenaPolozkaUuid }]));
    try {
      await writeTransaction(p.type, items);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError(err.failed[parentAt] ? 'parentMissing' : 'kodTaken');
      throw err;
    }
    return stripKeys(record) as unknown as CiselnikPolozkaItem;
  },

  /** Changes label, code, parent and the active flag, conditional on the version the editor loaded. */
  async update(
    current: CiselnikPolozkaItem,
    expectedVersion: number,
    change: { label: string; kod?: string; aktivna: boolean; nadradenaPolozkaUuid?: string; poradie?: number; kategorie?: readonly string[] },
  ): Promise<CiselnikPolozkaItem> {
    const { lon, lat, ...rest } = current as CiselnikPolozkaItem & Record<string, unknown>;
    const record = itemRecord({
      type: current.type,
      uuid: current.uuid,
      version: expectedVersion + 1,
      kod: change.kod ?? '',
      label: change.label,
      aktivna: change.aktivna,
      nadradenaPolozkaUuid: change.nadradenaPolozkaUuid,
      poradie: change.poradie,
      kategorie: change.kategorie,
      extra: { ...extraOf(rest), lon, lat },
    });
    const items: TransactItems = [
      {
        Put: {
          TableName: tableName(),
          Item: record,
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': expectedVersion },
        },
      },
    ];
    const guardAt = items.length;
    if (change.kod !== current.kod) {
      if (change.kod) items.push(kodGuardPut(current.type, change.kod, current.uuid));
      if (current.kod) items.push(kodGuardDelete(current.type, current.kod));
    }
    const parentAt = items.length;
    if (change.nadradenaPolozkaUuid && change.nadradenaPolozkaUuid !== current.nadradenaPolozkaUuid) {
      items.push(...usedMarks([{ type: parentType(current.type), uuid: change.nadradenaPolozkaUuid }]));
    }
    try {
      await writeTransaction(current.type, items);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[0]) throw new WriteError('stale');
        if (err.failed[parentAt] || err.failed[parentAt + 1]) throw new WriteError('parentMissing');
        if (err.failed[guardAt]) throw new WriteError('kodTaken');
      }
      throw err;
    }
    return stripKeys(record) as unknown as CiselnikPolozkaItem;
  },

  /** Deletes an item no record uses (the usage mark is checked in the delete's own transaction). */
  async delete(current: CiselnikPolozkaItem): Promise<void> {
    const items: TransactItems = [
      { Delete: { TableName: tableName(), Key: keys.ciselnikPolozka(current.type, current.uuid), ConditionExpression: 'attribute_exists(pk)' } },
      { ConditionCheck: { TableName: tableName(), Key: keys.ciselnikPouzitie(current.uuid), ConditionExpression: 'attribute_not_exists(pk)' } },
    ];
    if (current.kod) items.push(kodGuardDelete(current.type, current.kod));
    try {
      await writeTransaction(current.type, items);
    } catch (err) {
      if (err instanceof TransactConditionFailed) throw new WriteError(err.failed[0] ? 'missing' : 'used');
      throw err;
    }
  },

  /**
   * Inserts or replaces items keyed by (type, kod): an item that already exists keeps its uuid,
   * so re-importing a list never breaks references. Returns the number written.
   */
  async upsertByKod(items: readonly NewPolozka[], existingByKod: Map<string, string>): Promise<number> {
    // uuids are assigned before the first await, so parallel calls of one import share them
    const withUuid = items.map((p) => {
      const uuid = existingByKod.get(`${p.type}#${p.kod}`) ?? randomUUID();
      existingByKod.set(`${p.type}#${p.kod}`, uuid);
      return { p, uuid };
    });
    // a replaced item gets the next version, so an edit opened before the import is refused (409), never silently applied;
    // it keeps the order and categories an administrator set unless the import gives its own
    const stored = new Map<string, CiselnikPolozkaItem>();
    for (const type of new Set(items.map((p) => p.type))) {
      for (const i of await loadType(type)) stored.set(i.uuid, i);
    }
    const puts = withUuid.flatMap(({ p, uuid }) => {
      const before = stored.get(uuid);
      const kept = {
        poradie: p.poradie ?? (before?.poradieNastavene ? before.poradie : undefined),
        kategorie: p.kategorie ?? before?.kategorie,
      };
      return [
        { PutRequest: { Item: itemRecord({ ...p, ...kept, uuid, version: (before?.version ?? 0) + 1 }) } },
        { PutRequest: { Item: { ...keys.ciselnikKodUnique(p.type, p.kod), uuid } } },
      ];
    });
    for (let i = 0; i < puts.length; i += 24) {
      let request: Record<string, unknown[]> | undefined = { [tableName()]: puts.slice(i, i + 24) };
      for (let attempt = 0; request && Object.keys(request).length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = out.UnprocessedItems as typeof request;
      }
    }
    for (const type of new Set(items.map((p) => p.type))) await this.touch(type);
    return items.length;
  },

  /** Marks the type as changed (its kept lists and what is derived from them are read again), e.g. after an import wrote the items' polygons. */
  async touch(type: string): Promise<void> {
    await writeTransaction(type, []);
  },

  /** Map 'TYPE#kod' → uuid of the items of the given types (for imports). */
  async uuidsByKod(types: readonly string[]): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    for (const type of types) {
      for (const v of await this.listByType(type, { activeOnly: false })) {
        if (v.kod) map.set(`${type}#${v.kod}`, v.uuid);
      }
    }
    return map;
  },
};

/** Attributes of an item beyond the common ones (kept as they are by an edit). */
function extraOf(item: Record<string, unknown>): Record<string, unknown> {
  const { uuid, type, kod, label, nadradenaPolozkaUuid, aktivna, version, poradie, poradieNastavene, kategorie, ...extra } = item;
  return extra;
}

function parentType(type: string): string {
  const parent = PARENT_TYPES[type];
  if (!parent) throw new WriteError('parentMissing');
  return parent;
}

const PARENT_TYPES: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(CISELNIK_DEFS as Record<string, { parent?: string }>).map(([t, d]) => [t, d.parent]),
);
