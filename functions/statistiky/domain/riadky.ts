/**
 * The statistics rows of a filter (spec part 1 §3 'Statistics row', 'Statistics filter') on
 * the shared per-year list machinery (functions/common/year-list.ts): a row is a damaged item with its
 * event (functions/data/statistika-repo.ts), partitioned by the year of the event's damage date,
 * filtered, sorted (Slovak collation, kept per process) and paged in memory. The table, summary,
 * heatmap, CSV, charts and open data all read their rows here.
 */
import type { StatistikaRow, StatistikyFilter, StatistikySort } from '@shared/api/statistiky';
import { isPredmetSkodyKategoria, PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { todayIso } from '@shared/format/dates';
import { type StatistikaPredmetRow, type StatistikaUdalostRow, statistikaPredmety, statistikaRows } from '../../data/statistika-repo';
import { derive } from '../../lib/read-cache';
import { allRows, fold, foldTokens, identityVariant, type YearListRequest, type YearSort, yearsOf } from '../../common/year-list';
import { oneOf, povodcaLabels } from '../../skodove-udalosti/domain/list-skodove-udalosti';

/** Label of a missing pôvodca, region or district in the charts and open data. */
export const NEURCENY = 'Neurčený';

/** The first year read when the filter has no 'from' date. */
export const STATISTIKY_PRVY_ROK = 2000;

/** uuid → label of the code lists and organisations the rows name. */
export type Popisy = ReadonlyMap<string, string>;

/** Labels of a code list (also deactivated items: old records keep theirs), one Map while the kept list is the same. */
export const ciselnikPopisy = (typ: 'KATASTRALNE_UZEMIE' | 'OKRES' | 'KRAJ'): Promise<Popisy> => ciselnikRepo.popisy(typ);

/** Names of the workplaces (organisations). */
export async function pracoviskoPopisy(): Promise<Popisy> {
  const items = await organizaciaRepo.listAll();
  return derive('STATISTIKY#ORGANIZACIE', [items], () => new Map(items.map((o) => [o.uuid, o.nazov])));
}

/** Labels of the final statement's pôvodca (POVODCA_SKODY, with deactivated items). */
export const povodcaPopisy = povodcaLabels;

export const kategoriaLabel = (k: string) => (isPredmetSkodyKategoria(k) ? PREDMET_SKODY_LABELS[k] : k);

/** Folded injured-party names, one per event row object (the filter's words are matched against them). */
const foldedNames = new WeakMap<StatistikaUdalostRow, string>();
const foldedName = (u: StatistikaUdalostRow) => {
  let f = foldedNames.get(u);
  if (f === undefined) {
    f = fold(u.poskodenyMeno ?? '');
    foldedNames.set(u, f);
  }
  return f;
};

/** The filter without its dates as a row predicate; null when nothing but the dates is set. */
export function matches(f: StatistikyFilter): ((r: StatistikaPredmetRow) => boolean) | null {
  type Check = [(v: string | undefined) => boolean, (r: StatistikaPredmetRow) => string | undefined];
  const fields: [ReturnType<typeof oneOf>, Check[1]][] = [
    [oneOf(f.predmetSkody, f.withoutPredmetSkody), (r) => r.predmet.kategoria],
    [oneOf(f.povodcaSkody, f.withoutPovodcaSkody), (r) => r.udalost.povodcaSkodyId],
    [oneOf(f.uzemnePrislusnePracovisko, f.withoutUzemnePrislusnePracovisko), (r) => r.udalost.sopId],
    [oneOf(f.okres, f.withoutOkres), (r) => r.predmet.ok],
    [oneOf(f.katastralneUzemie, f.withoutKatastralneUzemie), (r) => r.predmet.ku],
  ];
  const checks = fields.filter((c): c is Check => c[0] !== null);
  const tokens = foldTokens(f.poskodeny);
  if (!checks.length && !tokens.length) return null;
  return (r) => checks.every(([ok, value]) => ok(value(r))) && (!tokens.length || tokens.every((t) => foldedName(r.udalost).includes(t)));
}

/** Date and time of damage as the row shows it: yyyy-MM-dd or yyyy-MM-ddTHH:mm. */
export const datumACas = (u: StatistikaUdalostRow) => (u.casVznikuSkody ? `${u.datumVznikuSkody}T${u.casVznikuSkody}` : u.datumVznikuSkody);

/** Ties: newest event code first, then the item's uuid – a stable page order whatever the direction. */
const tie = (a: StatistikaPredmetRow, b: StatistikaPredmetRow) =>
  a.udalost.kod < b.udalost.kod ? 1 : a.udalost.kod > b.udalost.kod ? -1 : a.predmet.uuid < b.predmet.uuid ? -1 : a.predmet.uuid > b.predmet.uuid ? 1 : 0;

/** Amount as a sortable string (cents, zero-padded). */
const amountKey = (a: number) => String(Math.round(a * 100) + 1e12).padStart(14, '0');

/** The labels a sort needs (only the ones of the chosen column are loaded). */
export async function sortOf(sortBy: StatistikySort, dir: 'ASC' | 'DESC'): Promise<YearSort<StatistikaPredmetRow>> {
  const base = { name: `statistiky:${sortBy}`, dir, tie };
  const labelled = (m: Popisy, id: (r: StatistikaPredmetRow) => string | undefined): YearSort<StatistikaPredmetRow> => ({
    ...base,
    key: (r) => {
      const v = id(r);
      return v ? (m.get(v) ?? '') : '';
    },
    compare: 'sk',
    variant: identityVariant(m),
  });
  switch (sortBy) {
    case 'datumACasVznikuSkody':
      return { ...base, key: (r) => datumACas(r.udalost), compare: 'raw', byPartitionDate: true };
    case 'poskodenyMeno':
      return { ...base, key: (r) => r.udalost.poskodenyMeno ?? '', compare: 'sk' };
    case 'povodcaSkodyUrceneZivocichy':
      return labelled(await povodcaPopisy(), (r) => r.udalost.povodcaSkodyId);
    case 'kategoriaPredmetuSkody':
      return { ...base, key: (r) => kategoriaLabel(r.predmet.kategoria), compare: 'sk' };
    case 'miestoSkodyKatastralneUzemie':
      return labelled(await ciselnikPopisy('KATASTRALNE_UZEMIE'), (r) => r.predmet.ku);
    case 'uzemnePrislusnePracovisko':
      return labelled(await pracoviskoPopisy(), (r) => r.udalost.sopId);
    case 'vyskaSkodyZaPredmet':
      return { ...base, key: (r) => amountKey(r.predmet.amount), compare: 'raw' };
  }
}

/** Every row: the statistics rows have no trusted per-year count, so the lazy page path (which sorts the years it reads on each request) never pays off – a page goes through the kept sorted order instead. */
const everyRow = () => true;

/** The list request of a filter and a sort. */
export function request(f: StatistikyFilter, sort: YearSort<StatistikaPredmetRow>): YearListRequest<StatistikaPredmetRow> {
  return { source: statistikaPredmety, date: (r) => r.udalost.datumVznikuSkody, from: f.from, to: f.to, firstYear: STATISTIKY_PRVY_ROK, match: matches(f) ?? everyRow, sort };
}

/** Every row of the filter, newest damage first (summary, heatmap, charts, open data). */
export async function riadkyFiltra(f: StatistikyFilter): Promise<StatistikaPredmetRow[]> {
  return allRows(request(f, await sortOf('datumACasVznikuSkody', 'DESC')));
}

/**
 * Every event's statistics row (also events without items), every year from STATISTIKY_PRVY_ROK: the
 * same per-year partitions and process cache the filtered reads use (one counter BatchGet, then only
 * the years whose counter moved are queried).
 */
export async function vsetkyUdalosti(today = todayIso()): Promise<StatistikaUdalostRow[]> {
  const years = yearsOf({}, STATISTIKY_PRVY_ROK, today);
  const counters = await statistikaRows.counters(years);
  return (await statistikaRows.rows(years, counters)).flat();
}

/** Labels a table row shows. */
export interface RiadokPopisy {
  povodca: Popisy;
  kataster: Popisy;
  pracovisko: Popisy;
}

export async function riadokPopisy(): Promise<RiadokPopisy> {
  const [povodca, kataster, pracovisko] = await Promise.all([povodcaPopisy(), ciselnikPopisy('KATASTRALNE_UZEMIE'), pracoviskoPopisy()]);
  return { povodca, kataster, pracovisko };
}

const label = (m: Popisy, id: string | undefined) => (id ? m.get(id) : undefined);

export function toRow({ udalost: u, predmet: p }: StatistikaPredmetRow, l: RiadokPopisy): StatistikaRow {
  return {
    skodovaUdalostUuid: u.uuid,
    skodovaUdalostKod: u.kod,
    predmetSkodyUuid: p.uuid,
    poskodenyMeno: u.poskodenyMeno,
    datumVznikuSkody: datumACas(u),
    povodcaSkody: label(l.povodca, u.povodcaSkodyId),
    predmetSkodyKategoria: p.kategoria,
    katastralneUzemie: label(l.kataster, p.ku),
    uzemnePrislusnePracovisko: label(l.pracovisko, u.sopId),
    vyskaSkodyZaPredmet: p.amount,
  };
}

/** Sum of amounts in whole cents (no floating drift over 150,000 rows), back in EUR. */
export const sucetEur = (amounts: Iterable<number>) => {
  let c = 0;
  for (const a of amounts) c += Math.round(a * 100);
  return c / 100;
};
