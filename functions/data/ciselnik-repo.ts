import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CiselnikHodnota } from '../../shared/api/ciselniky';
import { sortBySk } from '../../shared/format/collation';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { queryAll } from './query';

export interface CiselnikPolozkaItem extends CiselnikHodnota {
  version: number;
}

export interface NewPolozka {
  type: string;
  kod: string;
  label: string;
  nadradenaPolozkaUuid?: string;
  aktivna?: boolean;
  /** Extra attributes (e.g. centroid lon/lat of a municipality). */
  extra?: Record<string, unknown>;
}

export const ciselnikRepo = {
  /** One item of a code list of the given type, or null. */
  async get(type: string, uuid: string): Promise<(CiselnikPolozkaItem & { lon?: number; lat?: number }) | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.ciselnikPolozka(type, uuid) }));
    return out.Item ? (stripKeys(out.Item) as unknown as CiselnikPolozkaItem & { lon?: number; lat?: number }) : null;
  },

  /** All items of one code list, sorted by label in Slovak collation. */
  async listByType(type: string, { activeOnly }: { activeOnly: boolean }): Promise<CiselnikPolozkaItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `CISELNIK#${type}` },
    });
    const values = items.map((i) => stripKeys(i) as unknown as CiselnikPolozkaItem);
    return sortBySk(activeOnly ? values.filter((v) => v.aktivna) : values, (v) => v.label);
  },

  /**
   * Inserts or replaces items keyed by (type, kod): an item that already exists keeps its uuid,
   * so re-importing a list never breaks references. Returns the number written.
   */
  async upsertByKod(items: readonly NewPolozka[], existingByKod: Map<string, string>): Promise<number> {
    const puts = items.map((p) => {
      const uuid = existingByKod.get(`${p.type}#${p.kod}`) ?? randomUUID();
      existingByKod.set(`${p.type}#${p.kod}`, uuid);
      return {
        PutRequest: {
          Item: {
            ...keys.ciselnikPolozka(p.type, uuid),
            ...keys.ciselnikByKod(p.type, p.kod),
            entity: 'CISELNIK_POLOZKA',
            uuid,
            type: p.type,
            kod: p.kod,
            label: p.label,
            nadradenaPolozkaUuid: p.nadradenaPolozkaUuid,
            aktivna: p.aktivna ?? true,
            version: 1,
            ...p.extra,
          },
        },
      };
    });
    for (let i = 0; i < puts.length; i += 25) {
      let request: Record<string, unknown[]> | undefined = { [tableName()]: puts.slice(i, i + 25) };
      for (let attempt = 0; request && Object.keys(request).length; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = out.UnprocessedItems as typeof request;
      }
    }
    return puts.length;
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
