/**
 * The historical records of a filter (spec part 1 §3 'Historical row', 'Statistics filter' with
 * polovnyRevir, §4 'Filters'), on the shared per-year list machinery (functions/common/year-list.ts):
 * the years the filter's from/to need are read from the current generation (functions/data/historia-repo.ts),
 * filtered and sorted in memory (Slovak collation, kept per process) – the table, the summary and the CSV.
 */
import {
  HISTORIA_FILTER_LIST_NAMES,
  HISTORIA_FILTER_LISTS,
  type HistoriaCiselnik,
  type HistoriaRow,
  type HistorickeUdajeFilter,
  type HistorickeUdajeSort,
} from '@shared/api/historicke-udaje';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { type HistoriaAktualna, type HistoriaZaznam, historiaRepo } from '../../data/historia-repo';
import { allRows, fold, foldTokens, identityVariant, type YearListRequest, type YearSort } from '../../common/year-list';

/** Which stored field holds each choice list's value. */
const FIELD: Record<(typeof HISTORIA_FILTER_LIST_NAMES)[number], keyof HistoriaZaznam> = {
  povodcaSkody: 'povodcaSkody',
  predmetSkody: 'predmetSkody',
  katastralneUzemie: 'katastralneUzemie',
  okres: 'okres',
  polovnyRevir: 'polovnyRevir',
};

/** uuid → label of each history code list (deactivated items too: old records keep theirs). */
export type HistoriaLabels = Record<HistoriaCiselnik, ReadonlyMap<string, string>>;

/** The labels, plus a signature that changes when one of the lists was read again (a sort's cache key). */
export async function historiaLabels(): Promise<{ labels: HistoriaLabels; signature: string }> {
  const types = Object.values(HISTORIA_FILTER_LISTS).map((l) => l.typ);
  const maps = await Promise.all(types.map((t) => ciselnikRepo.popisy(t)));
  const labels = Object.fromEntries(types.map((t, i) => [t, maps[i]])) as HistoriaLabels;
  return { labels, signature: maps.map(identityVariant).join('.') };
}

/** A choice list with its 'without' option: null when neither is present (the default: no restriction). */
function choice(list: readonly string[] | undefined, without: boolean | undefined): ((v: string | undefined) => boolean) | null {
  if (list === undefined && without === undefined) return null;
  const set = new Set((list ?? []).map((s) => s.toLowerCase()));
  return (v) => (v ? set.has(v.toLowerCase()) : without === true);
}

/** The filter without its dates as a predicate; null when nothing but the dates is set. */
export function matches(f: HistorickeUdajeFilter): ((z: HistoriaZaznam) => boolean) | null {
  const checks = HISTORIA_FILTER_LIST_NAMES.map((name) => {
    const test = choice(f[name], f[HISTORIA_FILTER_LISTS[name].without]);
    return test ? (z: HistoriaZaznam) => test(z[FIELD[name]] as string | undefined) : null;
  }).filter((c) => c !== null);
  const tokens = foldTokens(f.poskodeny);
  if (!checks.length && !tokens.length) return null;
  return (z) => checks.every((c) => c(z)) && (!tokens.length || tokens.every((t) => fold(z.poskodeny ?? '').includes(t)));
}

/** Ties: newest date first, then the id, so that paging is stable whatever the direction. */
const tie = (a: HistoriaZaznam, b: HistoriaZaznam) => (a.datum !== b.datum ? (a.datum < b.datum ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function sortOf(sortBy: HistorickeUdajeSort, dir: 'ASC' | 'DESC', labels: HistoriaLabels, signature: string): YearSort<HistoriaZaznam> {
  const base = { name: `historia-${sortBy}`, dir, tie };
  const byLabel = (typ: HistoriaCiselnik, field: keyof HistoriaZaznam): YearSort<HistoriaZaznam> => ({
    ...base,
    key: (z) => (z[field] ? (labels[typ].get(z[field] as string) ?? '') : ''),
    compare: 'sk',
    variant: signature,
  });
  switch (sortBy) {
    case 'datumVznikuSkody':
      return { ...base, key: (z) => z.datum, compare: 'raw', byPartitionDate: true };
    case 'poskodeny':
      return { ...base, key: (z) => z.poskodeny ?? '', compare: 'sk' };
    case 'povodcaSkody':
      return byLabel('POVODCA_SKODY_HIST', 'povodcaSkody');
    case 'predmetSkody':
      return byLabel('PREDMET_SKODY_HIST', 'predmetSkody');
    case 'katastralneUzemie':
      return byLabel('KATASTRALNE_UZEMIE_HIST', 'katastralneUzemie');
    case 'okres':
      return byLabel('OKRES_HIST', 'okres');
    case 'sumaPriznana':
      return { ...base, key: (z) => String(z.centy).padStart(15, '0'), compare: 'raw' };
  }
}

export function toRow(z: HistoriaZaznam, labels: HistoriaLabels): HistoriaRow {
  const label = (typ: HistoriaCiselnik, uuid: string | undefined) => (uuid ? labels[typ].get(uuid) : undefined);
  return {
    skodovaUdalostUuid: z.id,
    poskodenyMeno: z.poskodeny,
    datumVznikuSkody: z.datum,
    povodcaSkody: label('POVODCA_SKODY_HIST', z.povodcaSkody),
    predmetSkodyKategoria: label('PREDMET_SKODY_HIST', z.predmetSkody),
    katastralneUzemie: label('KATASTRALNE_UZEMIE_HIST', z.katastralneUzemie),
    okres: label('OKRES_HIST', z.okres),
    polovnyRevir: label('POLOVNY_REVIR_HIST', z.polovnyRevir),
    vyskaSkodyPriznana: z.centy / 100,
  };
}

/** Every record of the filter, sorted, with the labels (the page and the CSV). */
export async function historiaRows(
  f: HistorickeUdajeFilter,
  q: { sortBy: HistorickeUdajeSort; sortDirection: 'ASC' | 'DESC' },
): Promise<{ rows: HistoriaZaznam[]; labels: HistoriaLabels }> {
  const [aktualna, { labels, signature }] = await Promise.all([historiaRepo.aktualna(), historiaLabels()]);
  if (!aktualna) return { rows: [], labels };
  return { rows: await allRows(request(aktualna, f, q, labels, signature)), labels };
}

function request(
  a: HistoriaAktualna,
  f: HistorickeUdajeFilter,
  q: { sortBy: HistorickeUdajeSort; sortDirection: 'ASC' | 'DESC' },
  labels: HistoriaLabels,
  signature: string,
): YearListRequest<HistoriaZaznam> {
  const years = Object.keys(a.roky).map(Number);
  return {
    source: historiaRepo.reader(a),
    date: (z) => z.datum,
    from: f.from,
    to: f.to,
    firstYear: years.length ? Math.min(...years) : new Date().getFullYear(),
    // the newest record may lie after today's year only on a wrong clock; read up to it anyway
    today: years.length ? `${Math.max(...years, Number(new Date().toISOString().slice(0, 4)))}-12-31` : undefined,
    match: matches(f),
    sort: sortOf(q.sortBy, q.sortDirection, labels, signature),
  };
}
