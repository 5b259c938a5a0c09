/**
 * Damaged items of a damage event (ACCESS_PATTERNS D1–D3). The items live in the event's
 * collection in CHUNKS of up to 50 items in order of creation – one record with the items' values and
 * amounts, one with their breakdowns (read only by the detail, the PDF and writes) – so a change of
 * every item (the recalculation after a damage-date change: 200 items = 4 chunks) and the event
 * record fit one transaction. Every write of a chunk goes into the transaction that saves the event
 * (skodovaUdalostRepo.save, conditional on the event's version): the event's version guards the chunks,
 * each item carries its own `version` for the screen's optimistic locking. A pointer record per item
 * names its event (DELETE names the item only).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MiestoSkody } from '@shared/api/predmet-skody';
import type { CennikTyp } from '@shared/domain/cennik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import type { Vypocet } from '@shared/domain/vzorce/vypocet';
import { dynamo, tableName } from '../lib/clients';
import { batchWriteAll } from './batch';
import { keys } from './keys';
import { queryAll } from './query';
import type { TransactItem } from './transaction';

/** Items per chunk: 200 items = 4 chunks = 8 records, well under the 100 actions and 4 MB of a transaction. */
export const PREDMETY_V_CHUNKU = 50;

/** The place as stored: code-list item uuids, parcel number, GPS as numbers. */
export type PredmetSkodyMiestoItem = Omit<MiestoSkody, 'lokalitaGpsSirka' | 'lokalitaGpsDlzka'> & {
  lokalitaGpsSirka?: number;
  lokalitaGpsDlzka?: number;
};

export interface PredmetSkodyItem {
  uuid: string;
  kategoria: PredmetSkodyKategoria;
  /** Normalised wire values by attribute name (shared/api/predmet-skody.ts overitAtributy); code-list values are item uuids. */
  atributy: Record<string, string>;
  miestoSkody: PredmetSkodyMiestoItem;
  vyskaSkodyCalculated: number;
  isVyskaSkodyCalculated: boolean;
  /** The breakdown of the last pricing. */
  vypocet: Vypocet;
  /** The price-list version used (absent: no version was valid, or the category has no price list). */
  cennik?: { typ: CennikTyp; cisloVerzie: number };
  /** The price-list row used. */
  riadokUuid?: string;
  version: number;
  createdAt: string;
}

export interface PredmetySkodyChunk {
  cislo: number;
  predmety: PredmetSkodyItem[];
}

/** An item without its breakdown: what the list and the event's summary read. */
export type PredmetSkodyZaklad = Omit<PredmetSkodyItem, 'vypocet'>;

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

const queryPrefix = <T>(skodovaUdalostId: string, prefix: string, projection: string) =>
  queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.predmetySkodyChunk(skodovaUdalostId, 0).pk, ':sk': prefix },
    ProjectionExpression: projection,
    ConsistentRead: true,
  });

export const predmetSkodyRepo = {
  /**
   * Every item of an event without the breakdowns, in order (ACCESS_PATTERNS D1): one Query of the
   * item chunks (the breakdowns, ≈ 80 % of the data, live in their own chunk records).
   */
  async zaklady(skodovaUdalostId: string): Promise<PredmetSkodyZaklad[]> {
    const raw = await queryPrefix<{ predmety?: PredmetSkodyZaklad[] }>(skodovaUdalostId, 'PREDMETY_SKODY#', 'predmety');
    return raw.flatMap((c) => c.predmety ?? []);
  },

  /** Every chunk of an event in order with the items' breakdowns (D1 + D1a): two Queries at once, strongly consistent. */
  async chunks(skodovaUdalostId: string): Promise<PredmetySkodyChunk[]> {
    const [items, vypocty] = await Promise.all([
      queryPrefix<{ cislo: number; predmety?: PredmetSkodyZaklad[] }>(skodovaUdalostId, 'PREDMETY_SKODY#', 'cislo, predmety'),
      queryPrefix<{ cislo: number; vypocty?: Record<string, Vypocet> }>(skodovaUdalostId, 'VYPOCTY_PREDMETOV#', 'cislo, vypocty'),
    ]);
    const byChunk = new Map(vypocty.map((v) => [Number(v.cislo), v.vypocty ?? {}]));
    return items.map((c) => ({
      cislo: Number(c.cislo),
      predmety: (c.predmety ?? []).map((p) => ({ ...p, vypocet: byChunk.get(Number(c.cislo))?.[p.uuid] as Vypocet })),
    }));
  },

  /** One item with its breakdown (detail): its pointer (D3), then its chunk's two records at once; null when not an item of this event. */
  async predmet(skodovaUdalostId: string, uuid: string): Promise<PredmetSkodyItem | null> {
    const pointer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.predmetSkody(uuid), ConsistentRead: true }));
    if (pointer.Item?.skodovaUdalostId !== skodovaUdalostId || typeof pointer.Item?.cislo !== 'number') return null;
    const cislo = pointer.Item.cislo;
    const [items, vypocty] = await Promise.all([
      dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.predmetySkodyChunk(skodovaUdalostId, cislo), ProjectionExpression: 'predmety', ConsistentRead: true })),
      dynamo().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.predmetySkodyVypocty(skodovaUdalostId, cislo),
          ProjectionExpression: 'vypocty.#u',
          ExpressionAttributeNames: { '#u': uuid },
          ConsistentRead: true,
        }),
      ),
    ]);
    const p = (items.Item?.predmety as PredmetSkodyZaklad[] | undefined)?.find((x) => x.uuid === uuid);
    const vypocet = (vypocty.Item?.vypocty as Record<string, Vypocet> | undefined)?.[uuid];
    return p && vypocet ? { ...p, vypocet } : null;
  },

  /** The event of an item (pointer, ACCESS_PATTERNS D3), or null. */
  async udalostPredmetu(uuid: string): Promise<string | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.predmetSkody(uuid), ConsistentRead: true }));
    return out.Item ? String(out.Item.skodovaUdalostId) : null;
  },

  /** Transaction parts: a chunk as it is now, its items and their breakdowns (an empty chunk is deleted). Go with the event's save. */
  chunkWrite(skodovaUdalostId: string, chunk: PredmetySkodyChunk): TransactItem[] {
    const key = keys.predmetySkodyChunk(skodovaUdalostId, chunk.cislo);
    const vKey = keys.predmetySkodyVypocty(skodovaUdalostId, chunk.cislo);
    if (!chunk.predmety.length) return [{ Delete: { TableName: tableName(), Key: key } }, { Delete: { TableName: tableName(), Key: vKey } }];
    const predmety = chunk.predmety.map(({ vypocet, ...p }) => clean({ ...p, miestoSkody: clean(p.miestoSkody) }));
    const vypocty = Object.fromEntries(chunk.predmety.map((p) => [p.uuid, p.vypocet]));
    return [
      { Put: { TableName: tableName(), Item: { ...key, entity: 'PREDMETY_SKODY', cislo: chunk.cislo, predmety } } },
      { Put: { TableName: tableName(), Item: { ...vKey, entity: 'VYPOCTY_PREDMETOV', cislo: chunk.cislo, vypocty } } },
    ];
  },

  /**
   * After a discarded event (its record is gone, so no item can be added any more): deletes its
   * chunk records and item pointers, like its files (BatchWriteItem, not atomic, repeatable).
   */
  async odstranitVsetky(skodovaUdalostId: string): Promise<void> {
    const [items, vypocty] = await Promise.all([
      queryPrefix<{ cislo: number; predmety?: { uuid: string }[] }>(skodovaUdalostId, 'PREDMETY_SKODY#', 'cislo, predmety'),
      queryPrefix<{ cislo: number }>(skodovaUdalostId, 'VYPOCTY_PREDMETOV#', 'cislo'),
    ]);
    await batchWriteAll([
      ...items.map((c) => ({ DeleteRequest: { Key: keys.predmetySkodyChunk(skodovaUdalostId, Number(c.cislo)) } })),
      ...vypocty.map((c) => ({ DeleteRequest: { Key: keys.predmetySkodyVypocty(skodovaUdalostId, Number(c.cislo)) } })),
      ...items.flatMap((c) => (c.predmety ?? []).map((p) => ({ DeleteRequest: { Key: keys.predmetSkody(p.uuid) } }))),
    ]);
  },

  /** Transaction part: the pointer of a new item with its chunk's number (items never move between chunks; fails if the uuid exists). */
  pointerPut: (uuid: string, skodovaUdalostId: string, cislo: number): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.predmetSkody(uuid), entity: 'PREDMET_SKODY', skodovaUdalostId, cislo },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  pointerDelete: (uuid: string): TransactItem => ({ Delete: { TableName: tableName(), Key: keys.predmetSkody(uuid) } }),
};
