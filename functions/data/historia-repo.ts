/**
 * Historical damage records (ACCESS_PATTERNS H1–H3): imported from the previous
 * system by the operator, never changed one by one. A re-import replaces the whole dataset
 * ALL-OR-NOTHING, even when the importing process dies midway:
 *
 *  1. a generation marker `HISTORIA / GENERACIA#<gen>` (its years, its start) is written first;
 *  2. every record goes under the new generation, `HISTORIA#<gen>#<year> / <datum>#<id>`, in
 *     BatchWriteItem calls of 25 with compact attribute names;
 *  3. ONE transaction flips the pointer `HISTORIA / AKTUALNA` to the new generation, on condition
 *     that it still names the generation the import started from and that the new marker exists;
 *  4. only then the older generations' rows and markers are deleted.
 * Readers see the generation the pointer names, so they see the old dataset or the new one, never a
 * mix. A process that dies before step 3 leaves an invisible generation whose marker the next
 * successful import deletes with its rows (step 4 removes every generation older than its own); one
 * that dies after step 3 leaves the old generation, removed the same way.
 *
 * Reading: the pointer is read strongly consistent once per request (one small GetItem – the
 * dataset's stamp, as functions/data/dataset-stamp.ts does for code lists); a generation never changes,
 * so its year partitions are kept per process by (generation, year) and need no other validation.
 * A request queries only the years of the pointer that the filter's from/to can hold.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, onResetClients, tableName } from '../lib/clients';
import { batchWriteAll, type WriteRequest } from './batch';
import { keys } from './keys';
import { queryAll } from './query';
import { TransactConditionFailed, transactWrite } from './transaction';
import type { YearCounter, YearRowsReader } from './year-rows';

/** One historical record as stored: code-list references are uuids of the history code lists. */
export interface HistoriaZaznam {
  /** The record's id in the previous system. */
  id: string;
  /** yyyy-MM-dd */
  datum: string;
  poskodeny?: string;
  povodcaSkody?: string;
  predmetSkody?: string;
  katastralneUzemie?: string;
  okres?: string;
  polovnyRevir?: string;
  /** vyskaSkodyPriznana in euro cents. */
  centy: number;
}

export interface HistoriaAktualna {
  gen: string;
  /** Records per year of datumVznikuSkody. */
  roky: Record<string, number>;
  pocet: number;
  /** When the generation became current (ISO). */
  importovane: string;
}

/** Thrown when another import replaced the dataset while this one was writing; nothing of this import stays. */
export class HistoriaImportConflict extends Error {
  constructor() {
    super('historical data: another import flipped the pointer first');
  }
}

/** Compact attribute names of a stored record (≈ 60–120 bytes per item). */
const toItem = (gen: string, z: HistoriaZaznam) => ({
  ...keys.historiaRow(gen, z.datum.slice(0, 4), z.datum, z.id),
  i: z.id,
  d: z.datum,
  m: z.poskodeny,
  p: z.povodcaSkody,
  s: z.predmetSkody,
  k: z.katastralneUzemie,
  o: z.okres,
  r: z.polovnyRevir,
  c: z.centy,
});

const fromItem = (x: Record<string, unknown>): HistoriaZaznam => ({
  id: x.i as string,
  datum: x.d as string,
  poskodeny: x.m as string | undefined,
  povodcaSkody: x.p as string | undefined,
  predmetSkody: x.s as string | undefined,
  katastralneUzemie: x.k as string | undefined,
  okres: x.o as string | undefined,
  polovnyRevir: x.r as string | undefined,
  centy: Number(x.c ?? 0),
});

/** Year partitions kept per process: (generation, year) → records; a generation is immutable. */
const kept = new Map<string, Promise<HistoriaZaznam[]>>();
const KEPT_MAX = 40;
onResetClients(() => kept.clear());

/** Read statistics (tests: a warm read queries nothing but the pointer). */
export const historiaReads = { pointer: 0, years: 0 };

function readYear(gen: string, year: number): Promise<HistoriaZaznam[]> {
  const id = `${gen}#${year}`;
  const hit = kept.get(id);
  if (hit) {
    kept.delete(id);
    kept.set(id, hit);
    return hit;
  }
  historiaReads.years++;
  const load = queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.historiaRow(gen, String(year), '', '').pk },
    ConsistentRead: true,
  }).then((items) => items.map(fromItem));
  kept.set(id, load);
  load.catch(() => kept.delete(id));
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value as string);
  return load;
}

/** Generation ids sort by their start time (ms, zero-padded), then a random part. */
const newGen = (now: number) => `${String(now).padStart(15, '0')}-${randomUUID().slice(0, 8)}`;

const writeChunk = 500;

async function deleteGeneration(gen: string, roky: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const year of roky) {
    const items = await queryAll<{ pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.historiaRow(gen, year, '', '').pk },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    });
    await batchWriteAll(items.map((k): WriteRequest => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })));
    deleted += items.length;
  }
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.historiaGeneracia(gen) }));
  return deleted;
}

export const historiaRepo = {
  /** The current generation (strongly consistent, one small item), or null before the first import. */
  async aktualna(): Promise<HistoriaAktualna | null> {
    historiaReads.pointer++;
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.historiaAktualna(), ConsistentRead: true }));
    if (!out.Item) return null;
    return { gen: out.Item.gen, roky: out.Item.roky ?? {}, pocet: Number(out.Item.pocet ?? 0), importovane: out.Item.importovane };
  },

  /**
   * The records of a generation per year for the shared list machinery (functions/common/year-list.ts):
   * years without records are not queried; the counters are the pointer's exact counts, and the
   * reader's name carries the generation, so sorted orders kept per process belong to it.
   */
  reader(a: HistoriaAktualna): YearRowsReader<HistoriaZaznam> {
    return {
      name: `historia#${a.gen}`,
      async counters(years) {
        const m = new Map<number, YearCounter>();
        for (const y of years) if (a.roky[String(y)]) m.set(y, { v: 1, n: a.roky[String(y)] });
        return m;
      },
      rows(years) {
        return Promise.all(years.map((y) => (a.roky[String(y)] ? readYear(a.gen, y) : Promise.resolve([]))));
      },
    };
  },

  /**
   * Replaces the whole dataset with `zaznamy` (validated by the caller; ids unique). Throws
   * HistoriaImportConflict when another import became current meanwhile (this import's rows are removed).
   * `afterChunk` runs after every 500 written records (tests stop an import midway with it).
   */
  async nahradit(
    zaznamy: readonly HistoriaZaznam[],
    options: { afterChunk?: (written: number) => void | Promise<void>; now?: Date } = {},
  ): Promise<{ gen: string; written: number; removed: number }> {
    const now = options.now ?? new Date();
    const previous = await this.aktualna();
    const gen = newGen(now.getTime());
    const roky: Record<string, number> = {};
    for (const z of zaznamy) roky[z.datum.slice(0, 4)] = (roky[z.datum.slice(0, 4)] ?? 0) + 1;
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.historiaGeneracia(gen), gen, roky: Object.keys(roky), zaciatok: now.getTime() } }),
    );
    for (let i = 0; i < zaznamy.length; i += writeChunk) {
      const chunk = zaznamy.slice(i, i + writeChunk);
      await batchWriteAll(chunk.map((z): WriteRequest => ({ PutRequest: { Item: toItem(gen, z) } })));
      await options.afterChunk?.(i + chunk.length);
    }
    try {
      await transactWrite([
        { ConditionCheck: { TableName: tableName(), Key: keys.historiaGeneracia(gen), ConditionExpression: 'attribute_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.historiaAktualna(), gen, roky, pocet: zaznamy.length, importovane: now.toISOString() },
            ...(previous
              ? { ConditionExpression: 'gen = :prev', ExpressionAttributeValues: { ':prev': previous.gen } }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
      ]);
    } catch (err) {
      if (!(err instanceof TransactConditionFailed)) throw err;
      await deleteGeneration(gen, Object.keys(roky));
      throw new HistoriaImportConflict();
    }
    // older generations (the replaced one, and any an interrupted import left) go only now
    let removed = 0;
    const markers = await queryAll<{ gen: string; roky?: string[] }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.historiaGeneracia('').pk, ':sk': keys.historiaGeneracia('').sk },
      ConsistentRead: true,
    });
    for (const m of markers) if (m.gen < gen) removed += await deleteGeneration(m.gen, m.roky ?? []);
    return { gen, written: zaznamy.length, removed };
  },
};
