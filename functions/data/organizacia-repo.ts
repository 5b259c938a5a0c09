import { randomUUID } from 'node:crypto';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Organizacia } from '@shared/api/organizacie';
import { VEREJNY_KONTAKT_POLIA, type VerejnyKontakt } from '@shared/domain/organizacia';
import { sortBySk } from '@shared/format/collation';
import { dynamo, tableName } from '../lib/clients';
import { afterDatasetWrite, readDataset, stampBump } from './dataset-stamp';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';
import { type TransactItems, transactWrite } from './transaction';
import { WriteError } from './write-error';

/**
 * Stored organisation. `pocetReferencii` counts the records that point at it (users' organisation
 * lists; later records do the same in their own transactions with `referenceChange`): an
 * organisation is deleted only while the count is 0, in the same condition as the delete.
 */
export interface OrganizaciaItem extends Organizacia, VerejnyKontakt {
  version: number;
  pocetReferencii?: number;
}

const toOrganizacia = (item: Record<string, unknown>): OrganizaciaItem => stripKeys(item) as unknown as OrganizaciaItem;

/** The public contact's given fields (an absent one stays absent). */
export const verejnyKontakt = (o: VerejnyKontakt): VerejnyKontakt =>
  Object.fromEntries(VEREJNY_KONTAKT_POLIA.filter((f) => o[f]).map((f) => [f, o[f]]));

async function loadAll(): Promise<readonly OrganizaciaListItem[]> {
  const items = await queryAll<Record<string, unknown>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.organizacieAll().gsi1pk },
  });
  const list = sortBySk(
    items.map((item) => {
      const { pocetReferencii: _count, ...org } = toOrganizacia(item);
      return Object.freeze(org);
    }),
    (o) => o.nazov,
  );
  return Object.freeze(list);
}

const kodGuard = (kod: string, organizaciaUuid: string) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.organizaciaKodUnique(kod), entity: 'ORGANIZACIA_KOD', organizaciaUuid },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** An organisation in the kept list: frozen (one copy serves every request) and without its reference count. */
export type OrganizaciaListItem = Readonly<Omit<OrganizaciaItem, 'pocetReferencii'>>;

export const organizaciaRepo = {
  /**
   * All organisations (a few hundred at most), sorted by name in Slovak collation. Kept per process
   * and re-read only after a change (change stamp ORGANIZACIE, bumped by create/update/delete):
   * `trustMs` 0 – the default, for staff – reads the stamp on every call; the public wizard passes
   * PUBLIC_TRUST_MS. Reference counts (`pocetReferencii`) are not in the list: they change with
   * other records' writes, and the list's readers never need them.
   */
  async listAll(options: { trustMs?: number } = {}): Promise<readonly OrganizaciaListItem[]> {
    return readDataset({ dataset: 'ORGANIZACIE', trustMs: options.trustMs ?? 0, load: loadAll });
  },
  async get(uuid: string): Promise<OrganizaciaItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.organizacia(uuid) }));
    return out.Item ? toOrganizacia(out.Item) : null;
  },
  async getMany(uuids: readonly string[]): Promise<OrganizaciaItem[]> {
    const unique = [...new Set(uuids)];
    const found: OrganizaciaItem[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [tableName()]: { Keys: unique.slice(i, i + 100).map((u) => keys.organizacia(u)) },
      };
      while (request && Object.keys(request).length) {
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...((out.Responses?.[tableName()] ?? []) as Record<string, unknown>[]).map(toOrganizacia));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return found;
  },
  /** Creates an organisation and its code guard in one transaction; a taken code fails with 'kodTaken'. */
  async create(data: Omit<Organizacia, 'uuid'> & VerejnyKontakt & { uuid?: string }): Promise<OrganizaciaItem> {
    const org: OrganizaciaItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1, pocetReferencii: 0 };
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.organizacia(org.uuid), ...keys.organizacieAll(), gsi1sk: org.kod, entity: 'ORGANIZACIA', ...org },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        kodGuard(org.kod, org.uuid),
        stampBump('ORGANIZACIE'),
      ]);
    } catch (err) {
      if ((err as { failed?: boolean[] }).failed?.[1]) throw new WriteError('kodTaken');
      throw err;
    }
    afterDatasetWrite('ORGANIZACIE');
    return org;
  },
  /**
   * Versioned edit of kod, nazov, platnost and the public contact (the type is fixed at creation); a
   * contact field left empty is removed; a changed code moves its guard.
   */
  async update(
    current: OrganizaciaItem,
    expectedVersion: number,
    change: Pick<Organizacia, 'kod' | 'nazov' | 'platnost'> & VerejnyKontakt,
  ): Promise<OrganizaciaItem> {
    const kodChanged = change.kod.toUpperCase() !== current.kod.toUpperCase();
    const set = VEREJNY_KONTAKT_POLIA.filter((f) => change[f]);
    const remove = VEREJNY_KONTAKT_POLIA.filter((f) => !change[f]);
    const items: TransactItems = [
      {
        Update: {
          TableName: tableName(),
          Key: keys.organizacia(current.uuid),
          UpdateExpression: `SET kod = :kod, nazov = :nazov, platnost = :platnost, gsi1sk = :kod, #version = #version + :one${set.map((f) => `, ${f} = :${f}`).join('')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: {
            ':kod': change.kod,
            ':nazov': change.nazov,
            ':platnost': change.platnost,
            ':one': 1,
            ':expected': expectedVersion,
            ...Object.fromEntries(set.map((f) => [`:${f}`, change[f]])),
          },
        },
      },
    ];
    if (kodChanged) {
      items.push(kodGuard(change.kod, current.uuid), { Delete: { TableName: tableName(), Key: keys.organizaciaKodUnique(current.kod) } });
    }
    items.push(stampBump('ORGANIZACIE'));
    try {
      await transactWrite(items);
    } catch (err) {
      const failed = (err as { failed?: boolean[] }).failed;
      if (failed?.[0]) throw new WriteError('stale');
      if (kodChanged && failed?.[1]) throw new WriteError('kodTaken');
      throw err;
    }
    afterDatasetWrite('ORGANIZACIE');
    const kept: OrganizaciaItem = { ...current };
    for (const f of remove) delete kept[f];
    return { ...kept, ...change, version: expectedVersion + 1 };
  },
  /** Deletes an organisation that nothing references (checked in the delete's own condition). */
  async delete(current: OrganizaciaItem): Promise<void> {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.organizacia(current.uuid),
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(pocetReferencii) OR pocetReferencii <= :zero)',
            ExpressionAttributeValues: { ':zero': 0 },
          },
        },
        { Delete: { TableName: tableName(), Key: keys.organizaciaKodUnique(current.kod) } },
        stampBump('ORGANIZACIE'),
      ]);
    } catch (err) {
      if ((err as { failed?: boolean[] }).failed?.[0]) {
        throw new WriteError((await organizaciaRepo.get(current.uuid)) ? 'referenced' : 'missing');
      }
      throw err;
    }
    afterDatasetWrite('ORGANIZACIE');
  },
  /**
   * Transaction action that counts one more (+1) or one less (-1) reference to an organisation.
   * Adding a reference requires an existing organisation, and a valid one unless `anyValidity`.
   */
  referenceChange(uuid: string, delta: 1 | -1, options: { anyValidity?: boolean } = {}): TransactItems[number] {
    const condition =
      delta > 0 && !options.anyValidity ? 'attribute_exists(pk) AND platnost = :true' : 'attribute_exists(pk)';
    return {
      Update: {
        TableName: tableName(),
        Key: keys.organizacia(uuid),
        UpdateExpression: 'ADD pocetReferencii :delta',
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':delta': delta, ...(condition.includes(':true') ? { ':true': true } : {}) },
      },
    };
  },
};
