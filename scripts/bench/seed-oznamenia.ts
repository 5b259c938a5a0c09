/**
 * Seeds notifications for benchmarks (reusable by other benchmarks): N notifications over
 * Y years with realistic distributions – more reports in recent years and in the grazing season,
 * old years mostly closed, current year mostly open, ~20 workplaces with uneven load, ~3 % without a
 * workplace, 70 % from the web, natural persons and businesses with Slovak names. Writes exactly
 * the items the create transaction writes (record + list row, `oznamenieRepo.newItems`) in batches
 * of 25, then the organisations' reference counts. Deterministic for a given seed.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OznamenieStav } from '@shared/domain/oznamenie';
import { TYPY_SKODY } from '@shared/domain/oznamenie';
import { todayIso } from '@shared/format/dates';
import { formatCode } from '../../functions/data/counter';
import { keys } from '../../functions/data/keys';
import { type OznamenieItem, oznamenieRepo } from '../../functions/data/oznamenie-repo';
import { dynamo, tableName } from '../../functions/lib/clients';
import { rng } from './synthetic-data';

export const MENA = ['Ján', 'Peter', 'Ľubomír', 'Jozef', 'Milan', 'Štefan', 'Mária', 'Anna', 'Zuzana', 'Katarína', 'Ľudmila', 'Martin', 'Tomáš', 'Michal', 'Juraj', 'Eva', 'Jana', 'Dušan', 'Vladimír', 'Róbert'];
export const PRIEZVISKA = ['Novák', 'Horváth', 'Kováč', 'Varga', 'Tóth', 'Nagy', 'Baláž', 'Szabó', 'Molnár', 'Šimko', 'Lukáč', 'Kráľ', 'Hudák', 'Polák', 'Čierny', 'Ďurica', 'Šťastný', 'Mráz', 'Kučera', 'Oravec', 'Bielik', 'Gregor', 'Hríb', 'Jurčo', 'Kollár', 'Mikuš', 'Pavlík', 'Ružička', 'Slobodník', 'Žiak'];
export const FIRMY = ['Agro', 'Farma', 'Včelárstvo', 'Pastierstvo', 'Lesy', 'Salaš', 'Poľnohospodárske družstvo', 'Rybárstvo', 'Ovčiareň'];
export const POPISY = ['Medveď zničil úle.', 'Vlk strhol ovce v košiari.', 'Bobor zhryzol ovocné stromy.', 'Vydra vylovila rybník.', 'Kormorány na rybníku.', 'Rys strhol kozu.', 'Medveď poškodil kukuricu.'];
/** Share of reports per month (grazing season peak). */
export const MESIACE = [2, 2, 4, 7, 11, 14, 15, 14, 12, 9, 6, 4];

export const weighted = (weights: readonly number[], r: number) => {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = r * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
};

/**
 * Writes seeded list items in batches of 25 (4 writers, unprocessed items retried), then per year the
 * change counter with its row count (as the create transactions leave it, functions/data/year-rows.ts)
 * and the human-code counter `<codePrefix>#<year>` so that codes continue after the seeded ones.
 */
export async function writeSeeded(o: {
  items: readonly Record<string, unknown>[];
  /** Rows (and codes) per year. */
  perYear: Record<string, number>;
  yearKey: (year: string) => Record<string, string>;
  codePrefix: string;
  onProgress?: (written: number) => void;
}): Promise<void> {
  let written = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < o.items.length) {
        const start = next;
        next += 25;
        let request: Record<string, unknown>[] | undefined = o.items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
        while (request?.length) {
          const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: request as never } }));
          request = out.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
        }
        written += 25;
        if (written % 10000 === 0) o.onProgress?.(written);
      }
    }),
  );
  for (const [year, n] of Object.entries(o.perYear)) {
    await dynamo().send(
      new UpdateCommand({ TableName: tableName(), Key: o.yearKey(year), UpdateExpression: 'SET v = :one, w = :one, n = :n', ExpressionAttributeValues: { ':one': 1, ':n': n } }),
    );
    await dynamo().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.counter(`${o.codePrefix}#${year}`), UpdateExpression: 'SET #v = :n', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':n': n } }),
    );
  }
}

export interface SeedOznameniaOptions {
  count: number;
  years: number;
  /** Workplaces (uuids of valid SOP organisations). */
  pracoviska: readonly string[];
  seed?: number;
  today?: string;
  onProgress?: (written: number) => void;
}

export interface SeededOznamenia {
  count: number;
  perYear: Record<string, number>;
  perPracovisko: Record<string, number>;
  items: number;
}

function stavFor(ageYears: number, r: number): OznamenieStav {
  if (ageYears >= 2) return r < 0.85 ? 'SETRENIE_UKONCENE' : 'ZRUSENE';
  if (ageYears === 1) return (['SETRENIE_UKONCENE', 'V_RIESENI', 'ZRUSENE'] as const)[weighted([70, 20, 10], r)];
  return (['NOVE_WEB', 'ROZPRACOVANE', 'PRIRADENE', 'V_RIESENI', 'SETRENIE_UKONCENE', 'ZRUSENE'] as const)[weighted([15, 5, 25, 25, 25, 5], r)];
}

export async function seedOznamenia(o: SeedOznameniaOptions): Promise<SeededOznamenia> {
  const rand = rng(o.seed ?? 4);
  const today = o.today ?? todayIso();
  const lastYear = Number(today.slice(0, 4));
  const firstYear = lastYear - o.years + 1;
  // growth: each year ~8 % more reports than the one before
  const yearWeights = Array.from({ length: o.years }, (_, i) => 1.08 ** i);
  const pracWeights = o.pracoviska.map((_, i) => 1 + ((i * 7) % 5));
  const counters = new Map<number, number>();
  const perYear: Record<string, number> = {};
  const perPracovisko: Record<string, number> = {};
  const puts: Record<string, unknown>[] = [];

  for (let i = 0; i < o.count; i++) {
    const year = firstYear + weighted(yearWeights, rand());
    let month = weighted(MESIACE, rand()) + 1;
    let day = 1 + Math.floor(rand() * 28);
    let datumOznamenia = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (datumOznamenia > today) {
      month = 1 + Math.floor(rand() * Number(today.slice(5, 7)));
      day = 1 + Math.floor(rand() * Math.min(28, Number(today.slice(8, 10))));
      datumOznamenia = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (datumOznamenia > today) datumOznamenia = today;
    }
    const vznik = new Date(`${datumOznamenia}T00:00:00Z`);
    vznik.setUTCDate(vznik.getUTCDate() - Math.floor(rand() * 5));
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    const fromWeb = rand() < 0.7;
    const pracovisko = rand() < 0.03 ? undefined : o.pracoviska[weighted(pracWeights, rand())];
    const stav = stavFor(lastYear - year, rand());
    const firma = rand() < 0.3;
    const meno = firma
      ? `${FIRMY[Math.floor(rand() * FIRMY.length)]} ${PRIEZVISKA[Math.floor(rand() * PRIEZVISKA.length)]} s.r.o. - Prevádzka ${1 + Math.floor(rand() * 9)}`
      : `${MENA[Math.floor(rand() * MENA.length)]} ${PRIEZVISKA[Math.floor(rand() * PRIEZVISKA.length)]}`;
    const item: OznamenieItem = {
      uuid: randomUUID(),
      kod: formatCode('OZN', year, n),
      stav: fromWeb || stav !== 'NOVE_WEB' ? stav : 'ROZPRACOVANE',
      isFromWeb: fromWeb,
      datumOznamenia,
      datumVznikuSkody: vznik.toISOString().slice(0, 10),
      typSkody: TYPY_SKODY[Math.floor(rand() * TYPY_SKODY.length)],
      popisSkody: POPISY[Math.floor(rand() * POPISY.length)],
      popisLokality: 'Lokalita pri obci, okraj lesa.',
      lokalitaGpsSirka: 47.8 + rand() * 1.6,
      lokalitaGpsDlzka: 17 + rand() * 5.5,
      uzemnePrislusnePracoviskoId: pracovisko,
      hasPoskodeny: rand() < 0.6,
      poskodenyMeno: meno,
      createdAt: `${datumOznamenia}T08:00:00.000Z`,
      version: 1,
    };
    for (const t of oznamenieRepo.newItems(item, { webOznamenieDetail: {}, poskodeny: {}, prijate: item.createdAt }, [])) {
      // the record and its list row; the web snapshot is not read by lists, the references are counted below
      if (t.Put && t.Put.Item?.entity !== 'WEBDATA') puts.push(t.Put.Item as Record<string, unknown>);
    }
    perYear[year] = (perYear[year] ?? 0) + 1;
    if (pracovisko) perPracovisko[pracovisko] = (perPracovisko[pracovisko] ?? 0) + 1;
  }

  await writeSeeded({ items: puts, perYear, yearKey: keys.oznameniaRok, codePrefix: 'OZN', onProgress: o.onProgress });
  for (const [uuid, count] of Object.entries(perPracovisko)) {
    await dynamo().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.organizacia(uuid), UpdateExpression: 'ADD pocetReferencii :n', ExpressionAttributeValues: { ':n': count } }),
    );
  }
  return { count: o.count, perYear, perPracovisko, items: puts.length };
}
