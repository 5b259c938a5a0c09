/**
 * Seeds damage events for benchmarks, with the notification seed's helpers and
 * distributions (scripts/bench/seed-oznamenia.ts): N events over Y years by damage date (more in recent
 * years and in the grazing season), older years mostly decided, ~20 workplaces, 79 districts and
 * ~3,600 cadastral areas (random uuids with generated names), 1–2 damage-subject categories (10 % none),
 * the damage-causing species from the POVODCA_SKODY code list (30 % none), natural persons and
 * businesses as injured parties. Writes exactly the items the create transaction writes (record + list
 * row, statistics row, `skodovaUdalostRepo.newItems`) in batches of 25, then the year counters with their
 * row counts. `doplnit` completes each event before it is written (the statistics seed).
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TYPY_SKODY } from '@shared/domain/oznamenie';
import { PREDMET_SKODY_KATEGORIE } from '@shared/domain/predmet-skody';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { formatCode } from '../../functions/data/counter';
import { keys } from '../../functions/data/keys';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../functions/data/skodova-udalost-repo';
import { dynamo, tableName } from '../../functions/lib/clients';
import { FIRMY, MENA, MESIACE, POPISY, PRIEZVISKA, weighted, writeSeeded } from './seed-oznamenia';
import { rng } from './synthetic-data';

export interface SeedSkodoveUdalostiOptions {
  count: number;
  years: number;
  /** Workplaces (uuids of valid SOP organisations). */
  pracoviska: readonly string[];
  /** Items of POVODCA_SKODY. */
  povodcovia: readonly string[];
  seed?: number;
  today?: string;
  onProgress?: (written: number) => void;
  /**
   * Completes each generated event before it is written (the statistics seed adds damaged
   * items' statistics data, a species, a season and a place); must keep the event's year.
   */
  doplnit?: (e: SkodovaUdalostItem) => SkodovaUdalostItem;
}

export interface SeededSkodoveUdalosti {
  count: number;
  perYear: Record<string, number>;
  okresy: string[];
  /** Events per district and per category (to pick a filter with a realistic share). */
  perOkres: Record<string, number>;
}

const KATASTRE = ['Brezno', 'Čierny Balog', 'Ďumbier', 'Liptovská Teplička', 'Šumiac', 'Telgárt', 'Závadka nad Hronom', 'Ľubietová', 'Pohorelá', 'Hronec'];

function stavFor(ageYears: number, r: number): SkodovaUdalostStav {
  if (ageYears >= 2) return r < 0.95 ? 'ROZHODNUTA' : 'PRIJATA_ZIADOST';
  if (ageYears === 1) return (['ROZHODNUTA', 'PRIJATA_ZIADOST', 'VYSETRENA'] as const)[weighted([60, 25, 15], r)];
  return (['ROZPRACOVANA', 'V_SETRENI', 'VYSETRENA', 'PRIJATA_ZIADOST', 'ROZHODNUTA'] as const)[weighted([10, 30, 25, 20, 15], r)];
}

export async function seedSkodoveUdalosti(o: SeedSkodoveUdalostiOptions): Promise<SeededSkodoveUdalosti> {
  const rand = rng(o.seed ?? 11);
  const today = o.today ?? todayIso();
  const lastYear = Number(today.slice(0, 4));
  const firstYear = lastYear - o.years + 1;
  const yearWeights = Array.from({ length: o.years }, (_, i) => 1.08 ** i);
  const pracWeights = o.pracoviska.map((_, i) => 1 + ((i * 7) % 5));
  const okresy = Array.from({ length: 79 }, () => randomUUID());
  const katastre = Array.from({ length: 3600 }, (_, i) => ({ uuid: randomUUID(), okres: okresy[i % 79], nazov: `${KATASTRE[i % KATASTRE.length]} ${1 + Math.floor(i / KATASTRE.length)}` }));
  const perYear: Record<string, number> = {};
  const perOkres: Record<string, number> = {};
  const puts: Record<string, unknown>[] = [];

  for (let i = 0; i < o.count; i++) {
    const year = firstYear + weighted(yearWeights, rand());
    const month = weighted(MESIACE, rand()) + 1;
    const day = 1 + Math.floor(rand() * 28);
    let datumVznikuSkody = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (datumVznikuSkody > today) datumVznikuSkody = `${year}-01-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    if (datumVznikuSkody > today) datumVznikuSkody = today;
    const oznamenie = new Date(`${datumVznikuSkody}T00:00:00Z`);
    // most reports within two days, some late
    oznamenie.setUTCDate(oznamenie.getUTCDate() + (rand() < 0.85 ? Math.floor(rand() * 3) : 3 + Math.floor(rand() * 10)));
    const reported = oznamenie.toISOString().slice(0, 10);
    // not after today (string dates: no Math.min)
    const datumOznamenia = [reported, today].sort()[0];
    const n = (perYear[year] ?? 0) + 1;
    const ku = katastre[Math.floor(rand() * katastre.length)];
    const kategorie = rand() < 0.1 ? [] : [...new Set([PREDMET_SKODY_KATEGORIE[Math.floor(rand() * 14)], ...(rand() < 0.3 ? [PREDMET_SKODY_KATEGORIE[Math.floor(rand() * 14)]] : [])])];
    const firma = rand() < 0.3;
    const meno = firma
      ? `${FIRMY[Math.floor(rand() * FIRMY.length)]} ${PRIEZVISKA[Math.floor(rand() * PRIEZVISKA.length)]} s.r.o. - Prevádzka ${1 + Math.floor(rand() * 9)}`
      : `${MENA[Math.floor(rand() * MENA.length)]} ${PRIEZVISKA[Math.floor(rand() * PRIEZVISKA.length)]}`;
    const createdAt = `${datumOznamenia}T09:00:00.000Z`;
    const stav = stavFor(lastYear - year, rand());
    const item: SkodovaUdalostItem & { stavOd: string; zaverecneStanovisko?: { povodcaSkodyId?: string } } = {
      uuid: randomUUID(),
      kod: formatCode('SU', year, n),
      stav,
      datumOznamenia,
      datumVznikuSkody,
      casVznikuSkody: rand() < 0.7 ? `${String(Math.floor(rand() * 24)).padStart(2, '0')}:${['00', '15', '30', '45'][Math.floor(rand() * 4)]}` : undefined,
      typSkody: TYPY_SKODY[Math.floor(rand() * TYPY_SKODY.length)],
      popisSkody: POPISY[Math.floor(rand() * POPISY.length)],
      uzemnePrislusnaSopId: rand() < 0.03 ? undefined : o.pracoviska[weighted(pracWeights, rand())],
      komisia: [],
      pocetPredmetovSkody: kategorie.length,
      predmetSkodyList: kategorie,
      katastralneUzemieIds: [ku.uuid],
      okresIds: [ku.okres],
      kataster: ku.nazov,
      zaverecneStanovisko: rand() < 0.3 || !o.povodcovia.length ? undefined : { povodcaSkodyId: o.povodcovia[Math.floor(rand() * o.povodcovia.length)] },
      poskodenyMeno: meno,
      createdAt,
      stavOd: stav === 'ROZPRACOVANA' ? createdAt : `${datumOznamenia}T12:00:00.000Z`,
      version: 1,
    };
    for (const t of skodovaUdalostRepo.newItems(o.doplnit ? o.doplnit(item) : item)) if (t.Put) puts.push(t.Put.Item as Record<string, unknown>);
    perYear[year] = (perYear[year] ?? 0) + 1;
    perOkres[ku.okres] = (perOkres[ku.okres] ?? 0) + 1;
  }

  await writeSeeded({ items: puts, perYear, yearKey: keys.skodoveUdalostiRok, codePrefix: 'SU', onProgress: o.onProgress });
  // the statistics rows' year counters (one row per event), as the create transactions leave them
  for (const [year, n] of Object.entries(perYear)) {
    await dynamo().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.statistikyRok(year), UpdateExpression: 'SET v = :one, w = :one, n = :n', ExpressionAttributeValues: { ':one': 1, ':n': n } }),
    );
  }
  return { count: o.count, perYear, okresy, perOkres };
}
