/**
 * 'Zoznam škodových udalostí' (spec part 2 §2, §3 'Damage event list item') on the shared per-year list
 * machinery (functions/common/year-list.ts): rows partitioned by the year of the damage date, filtered,
 * sorted (Slovak collation) and paged in memory; the deadline flags of shared/domain/lehoty.ts.
 */
import type { SkodovaUdalostRow, SkodovaUdalostSort, SkodoveUdalostiFilter, SkodoveUdalostiListQuery, SkodoveUdalostiPage } from '@shared/api/skodove-udalosti';
import { SKODOVE_UDALOSTI_PAGE_SIZE } from '@shared/api/staff-lists';
import { lehotyUdalosti } from '@shared/domain/lehoty';
import { isPredmetSkodyKategoria, PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { SKODOVA_UDALOST_STAVY } from '@shared/domain/skodova-udalost';
import { compareSk } from '@shared/format/collation';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { opakovanyUtokRepo } from '../../data/opakovany-utok-repo';
import { type SkodovaUdalostRowItem, skodovaUdalostRows } from '../../data/skodova-udalost-repo';
import { allRows, fold, foldTokens, pageRows, type YearListRequest, type YearSort } from '../../common/year-list';

/** The first year the list looks at when no 'from' date is given. */
export const SKODOVE_UDALOSTI_PRVY_ROK = 2000;

/** Labels of the damage-causing species (code list POVODCA_SKODY, also deactivated items: old events keep theirs). */
export const povodcaLabels = () => ciselnikRepo.popisy('POVODCA_SKODY', 5_000);

/** 'Predmet škody' of a row: the categories' names joined in Slovak order. */
export const predmetSkodyText = (codes: readonly string[]) =>
  codes
    .map((c) => (isPredmetSkodyKategoria(c) ? PREDMET_SKODY_LABELS[c] : c))
    .sort(compareSk)
    .join(', ');

/** `selected` ∪ 'without' on a single value: null when the filter does not restrict the field. */
export function oneOf(selected: readonly string[] | undefined, without: boolean | undefined): ((v: string | undefined) => boolean) | null {
  const set = new Set((selected ?? []).map((s) => s.toLowerCase()));
  if (!set.size && !without) return null;
  return (v) => (v ? set.has(v.toLowerCase()) : Boolean(without));
}

/** `selected` ∪ 'without' on a list value: a row matches when one of its values is chosen, or it has none and 'without' is on. */
function anyOfList(selected: readonly string[] | undefined, without: boolean | undefined): ((v: readonly string[]) => boolean) | null {
  const set = new Set((selected ?? []).map((s) => s.toLowerCase()));
  if (!set.size && !without) return null;
  return (v) => (v.length ? v.some((x) => set.has(x.toLowerCase())) : Boolean(without));
}

/** What the list's search words are looked for in: the injured party's name and the event's code (SU-…), so a case is found by either. */
const searchText = (r: SkodovaUdalostRowItem) => `${fold(r.poskodenyMeno ?? '')} ${fold(r.kod)}`;

/** The filter without its dates as a row predicate; null when nothing but the dates is set. */
export function matches(f: SkodoveUdalostiFilter, now: Date = new Date()): ((r: SkodovaUdalostRowItem) => boolean) | null {
  const predmet = anyOfList(f.predmetSkody, f.withoutPredmetSkody);
  const okres = anyOfList(f.okres, f.withoutOkres);
  const kataster = anyOfList(f.katastralneUzemie, f.withoutKatastralneUzemie);
  const povodca = oneOf(f.povodcaSkody, f.withoutPovodcaSkody);
  const pracovisko = oneOf(f.uzemnePrislusnePracovisko, f.withoutUzemnePrislusnePracovisko);
  const tokens = foldTokens(f.poskodeny);
  const poTermine = Boolean(f.poTermine);
  if (!predmet && !okres && !kataster && !povodca && !pracovisko && !tokens.length && !poTermine) return null;
  return (r) =>
    (!predmet || predmet(r.predmetSkodyList)) &&
    (!okres || okres(r.okresIds)) &&
    (!kataster || kataster(r.katastralneUzemieIds)) &&
    (!povodca || povodca(r.povodcaSkodyId)) &&
    (!pracovisko || pracovisko(r.uzemnePrislusnaSopId)) &&
    (!tokens.length || tokens.every((t) => searchText(r).includes(t))) &&
    (!poTermine || lehotyUdalosti(r, now).poTermine);
}

const datumACas = (r: SkodovaUdalostRowItem) => (r.casVznikuSkody ? `${r.datumVznikuSkody}T${r.casVznikuSkody}` : r.datumVznikuSkody);
/** Ties: newest code first, so that paging is stable. */
const newestCodeFirst = (a: SkodovaUdalostRowItem, b: SkodovaUdalostRowItem) => (a.kod < b.kod ? 1 : a.kod > b.kod ? -1 : 0);

export function sortOf(sortBy: SkodovaUdalostSort, dir: 'ASC' | 'DESC', povodca: ReadonlyMap<string, string>): YearSort<SkodovaUdalostRowItem> {
  const base = { name: sortBy, dir, tie: newestCodeFirst };
  switch (sortBy) {
    case 'datumACasVznikuSkody':
      return { ...base, key: datumACas, compare: 'raw', byPartitionDate: true };
    case 'stav':
      // the states' order in the case's life (Rozpracovaná … Rozhodnutá)
      return { ...base, key: (r) => String(SKODOVA_UDALOST_STAVY.indexOf(r.stav)), compare: 'raw' };
    case 'kataster':
      return { ...base, key: (r) => r.kataster ?? '', compare: 'sk' };
    case 'poskodeny':
      return { ...base, key: (r) => r.poskodenyMeno ?? '', compare: 'sk' };
    case 'predmetSkody':
      return { ...base, key: (r) => predmetSkodyText(r.predmetSkodyList), compare: 'sk' };
    case 'povodcaSkody':
      return {
        ...base,
        key: (r) => (r.povodcaSkodyId ? (povodca.get(r.povodcaSkodyId) ?? '') : ''),
        compare: 'sk',
        variant: [...povodca].map(([k, v]) => `${k}=${v}`).join(','),
      };
  }
}

function request(f: SkodoveUdalostiFilter, sortBy: SkodovaUdalostSort, dir: 'ASC' | 'DESC', povodca: ReadonlyMap<string, string>, now: Date): YearListRequest<SkodovaUdalostRowItem> {
  return {
    source: skodovaUdalostRows,
    date: (r) => r.datumVznikuSkody,
    from: f.from,
    to: f.to,
    firstYear: SKODOVE_UDALOSTI_PRVY_ROK,
    match: matches(f, now),
    sort: sortOf(sortBy, dir, povodca),
  };
}

export function toRow(r: SkodovaUdalostRowItem, povodca: ReadonlyMap<string, string>, now: Date): SkodovaUdalostRow {
  const l = lehotyUdalosti(r, now);
  return {
    uuid: r.uuid,
    kod: r.kod,
    kataster: r.kataster,
    povodcaSkody: r.povodcaSkodyId ? povodca.get(r.povodcaSkodyId) : undefined,
    datumACasVznikuSkody: datumACas(r),
    stav: r.stav,
    poskodeny: r.poskodenyMeno,
    predmetSkodyList: r.predmetSkodyList,
    lehoty: { dniOtvorenia: l.dniOtvorenia, oneskoreneOznamenie: l.oneskoreneOznamenie, dlhoVStave: l.dlhoVStave, poTermine: l.poTermine },
  };
}

/** All rows matching the filter, sorted (the CSV export), with the labels they were sorted by. */
export async function filteredRows(f: SkodoveUdalostiFilter, q: Pick<SkodoveUdalostiListQuery, 'sortBy' | 'sortDirection'>, now = new Date()) {
  const povodca = await povodcaLabels();
  return { rows: await allRows(request(f, q.sortBy, q.sortDirection, povodca, now)), povodca };
}

export async function listSkodoveUdalosti(f: SkodoveUdalostiFilter, q: SkodoveUdalostiListQuery, now = new Date()): Promise<SkodoveUdalostiPage> {
  const povodca = await povodcaLabels();
  const { rows, total } = await pageRows(request(f, q.sortBy, q.sortDirection, povodca, now), q.page, SKODOVE_UDALOSTI_PAGE_SIZE);
  // the repeat-attack marks of the page's rows (one BatchGetItem, ACCESS_PATTERNS G2)
  const oznacene = await opakovanyUtokRepo.oznacene(rows.map((r) => r.uuid));
  return {
    skodovaUdalostList: rows.map((r) => (oznacene.has(r.uuid) ? { ...toRow(r, povodca, now), opakovanyUtok: true } : toRow(r, povodca, now))),
    number: q.page,
    size: SKODOVE_UDALOSTI_PAGE_SIZE,
    totalElements: total,
  };
}
