/**
 * The historical-data file of `npm run import:historia` (docs/features.md 'Historical data import'): parsed and
 * validated as a whole; every bad line is reported with its line number and a Slovak reason.
 *
 * UTF-8 (optional BOM), ';' or ',' between values (whichever the header line uses), a header row with
 * the columns below in any order (names case-insensitive), one record per line:
 *   id;datumVznikuSkody;poskodeny;povodcaSkody;predmetSkody;katastralneUzemie;okres;polovnyRevir;vyskaSkodyPriznana
 * - id: the record's id in the previous system, required, unique in the file, ≤ 100 characters;
 * - datumVznikuSkody: yyyy-MM-dd or d.M.yyyy, a real day, not in the future;
 * - poskodeny: the injured party's name, ≤ 255 characters, may be empty;
 * - povodcaSkody, predmetSkody, katastralneUzemie, okres, polovnyRevir: an item of the history code list
 *   (POVODCA_SKODY_HIST, PREDMET_SKODY_HIST, KATASTRALNE_UZEMIE_HIST, OKRES_HIST, POLOVNY_REVIR_HIST) named
 *   by its official code where the list has one (cadastral areas, districts), else by its label – the other
 *   one is tried second; case and diacritics do not matter; may be empty;
 * - vyskaSkodyPriznana: the amount granted in EUR, decimal comma or point, at most 2 decimals, ≥ 0;
 *   empty is 0.
 *
 * Pure: the code lists come in as arguments.
 */
import { parse } from 'csv-parse/sync';
import { CISELNIK_DEFS } from '@shared/domain/ciselnik';
import { parseDateSk, todayIso } from '@shared/format/dates';
import type { HistoriaZaznam } from '../../data/historia-repo';
import { fold } from '../../common/year-list';

export const HISTORIA_CSV_COLUMNS = [
  'id',
  'datumVznikuSkody',
  'poskodeny',
  'povodcaSkody',
  'predmetSkody',
  'katastralneUzemie',
  'okres',
  'polovnyRevir',
  'vyskaSkodyPriznana',
] as const;
type Column = (typeof HISTORIA_CSV_COLUMNS)[number];

/** Code-list columns and their history code lists. */
export const HISTORIA_CSV_CISELNIKY = {
  povodcaSkody: 'POVODCA_SKODY_HIST',
  predmetSkody: 'PREDMET_SKODY_HIST',
  katastralneUzemie: 'KATASTRALNE_UZEMIE_HIST',
  okres: 'OKRES_HIST',
  polovnyRevir: 'POLOVNY_REVIR_HIST',
} as const;
type CiselnikColumn = keyof typeof HISTORIA_CSV_CISELNIKY;
export type HistoriaCsvCiselnik = (typeof HISTORIA_CSV_CISELNIKY)[CiselnikColumn];

export interface HistoriaCsvError {
  /** 1-based physical line of the file. */
  line: number;
  message: string;
}

export interface CiselnikPolozkaRef {
  uuid: string;
  kod?: string;
  label: string;
}

const MAX_ID = 100;
const MAX_MENO = 255;

/** Lookup of one code list: folded code and folded label → uuids. */
interface Lookup {
  typ: HistoriaCsvCiselnik;
  byKod: Map<string, string[]>;
  byLabel: Map<string, string[]>;
}

function lookup(typ: HistoriaCsvCiselnik, items: readonly CiselnikPolozkaRef[]): Lookup {
  const add = (m: Map<string, string[]>, k: string, uuid: string) => m.set(k, [...(m.get(k) ?? []), uuid]);
  const byKod = new Map<string, string[]>();
  const byLabel = new Map<string, string[]>();
  for (const i of items) {
    if (i.kod) add(byKod, fold(i.kod.trim()), i.uuid);
    add(byLabel, fold(i.label.trim()), i.uuid);
  }
  return { typ, byKod, byLabel };
}

/** The item a value names: by official code first where the list has codes, else by label first. */
function resolve(l: Lookup, value: string): { uuid: string } | { error: string } {
  const key = fold(value);
  const official = CISELNIK_DEFS[l.typ].officialCode;
  const order = official ? [l.byKod, l.byLabel] : [l.byLabel, l.byKod];
  for (const m of order) {
    const hits = [...new Set(m.get(key) ?? [])];
    if (hits.length === 1) return { uuid: hits[0] };
    if (hits.length > 1) return { error: `zodpovedá viacerým položkám číselníka ${CISELNIK_DEFS[l.typ].label}${official ? ' – uveďte kód' : ''}` };
  }
  return { error: `nie je v číselníku ${CISELNIK_DEFS[l.typ].label}` };
}

/** The amount in cents: '1 234,50', '1234.5', '' (0); null when it is not a non-negative amount with ≤ 2 decimals. */
export function parseCenty(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (t === '') return 0;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const centy = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(centy) ? centy : null;
}

/** ';' when the header line has more semicolons than commas, else ','. */
function delimiterOf(text: string): ';' | ',' {
  const first = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export interface HistoriaCsvResult {
  zaznamy: HistoriaZaznam[];
  errors: HistoriaCsvError[];
  /** Code-list items the records refer to (marked as used before the records are written). */
  pouzite: { type: HistoriaCsvCiselnik; uuid: string }[];
}

/** Parses and validates the file against the history code lists; `errors` non-empty → nothing may be written. */
export function parseHistoriaCsv(text: string, ciselniky: Record<HistoriaCsvCiselnik, readonly CiselnikPolozkaRef[]>, today = todayIso()): HistoriaCsvResult {
  const errors: HistoriaCsvError[] = [];
  const zaznamy: HistoriaZaznam[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (e) {
    const err = e as { lines?: number; code?: string };
    const message =
      err.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'Neukončené úvodzovky – záznam pokračuje až do konca súboru.'
        : 'Nesprávne použité úvodzovky: hodnotu s oddeľovačom, úvodzovkami alebo zalomením riadku treba celú uzavrieť do úvodzoviek a úvodzovky v nej zdvojiť ("").';
    return { zaznamy, errors: [{ line: err.lines ?? 1, message }], pouzite: [] };
  }
  // info.lines is where a record ends; quoted line breaks move its start up
  const lineOf = (r: { record: string[]; info: { lines: number } }) => r.info.lines - r.record.reduce((n, f) => n + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  const [header, ...rows] = records;
  if (!header) return { zaznamy, errors: [{ line: 1, message: 'Súbor je prázdny – chýba hlavička s názvami stĺpcov.' }], pouzite: [] };
  const names = header.record.map((n) => n.trim().toLowerCase());
  const index = new Map<Column, number>();
  const headerErrors: string[] = [];
  for (const col of HISTORIA_CSV_COLUMNS) {
    const at = names.indexOf(col.toLowerCase());
    if (at < 0) headerErrors.push(`chýba stĺpec ${col}`);
    else index.set(col, at);
  }
  const unknown = header.record.filter((n) => n.trim() && !HISTORIA_CSV_COLUMNS.some((c) => c.toLowerCase() === n.trim().toLowerCase()));
  if (unknown.length) headerErrors.push(`neznámy stĺpec ${unknown.map((u) => `„${u.trim()}“`).join(', ')}`);
  if (headerErrors.length) {
    return {
      zaznamy,
      errors: [{ line: lineOf(header), message: `Hlavička: ${headerErrors.join('; ')}. Stĺpce sú: ${HISTORIA_CSV_COLUMNS.join(';')}.` }],
      pouzite: [],
    };
  }
  if (!rows.length) return { zaznamy, errors: [{ line: lineOf(header) + 1, message: 'Súbor neobsahuje žiadne záznamy.' }], pouzite: [] };

  const lookups = Object.fromEntries(
    Object.entries(HISTORIA_CSV_CISELNIKY).map(([col, typ]) => [col, lookup(typ, ciselniky[typ])]),
  ) as Record<CiselnikColumn, Lookup>;
  const ids = new Map<string, number>();
  const used = new Map<string, HistoriaCsvCiselnik>();

  for (const r of rows) {
    const line = lineOf(r);
    const problems: string[] = [];
    if (r.record.length !== header.record.length) {
      errors.push({ line, message: `Počet hodnôt v riadku (${r.record.length}) nezodpovedá počtu stĺpcov v hlavičke (${header.record.length}).` });
      continue;
    }
    const get = (c: Column) => (r.record[index.get(c) as number] ?? '').trim();

    const id = get('id');
    if (!id) problems.push('chýba id');
    else if (id.length > MAX_ID) problems.push(`id je dlhšie ako ${MAX_ID} znakov`);
    else if (ids.has(id.toLowerCase())) problems.push(`id „${id}“ je v súbore už na riadku ${ids.get(id.toLowerCase())}`);
    else ids.set(id.toLowerCase(), line);

    const datumText = get('datumVznikuSkody');
    const datum = datumText ? parseDateSk(datumText) : null;
    if (!datumText) problems.push('chýba datumVznikuSkody');
    else if (!datum) problems.push(`dátum „${datumText}“ nie je platný (rrrr-MM-dd alebo d.M.rrrr)`);
    else if (datum > today) problems.push(`dátum ${datumText} je v budúcnosti`);

    const poskodeny = get('poskodeny');
    if (poskodeny.length > MAX_MENO) problems.push(`poskodeny je dlhší ako ${MAX_MENO} znakov`);

    const refs: Partial<Record<CiselnikColumn, string>> = {};
    for (const col of Object.keys(HISTORIA_CSV_CISELNIKY) as CiselnikColumn[]) {
      const value = get(col);
      if (!value) continue;
      const hit = resolve(lookups[col], value);
      if ('error' in hit) problems.push(`${col} „${value}“ ${hit.error}`);
      else refs[col] = hit.uuid;
    }

    const sumaText = get('vyskaSkodyPriznana');
    const centy = parseCenty(sumaText);
    if (centy === null) problems.push(`vyskaSkodyPriznana „${sumaText}“ nie je suma v eurách (nezáporné číslo s najviac 2 desatinnými miestami)`);

    if (problems.length) {
      errors.push({ line, message: `${problems.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()) });
      continue;
    }
    for (const col of Object.keys(refs) as CiselnikColumn[]) used.set(refs[col] as string, HISTORIA_CSV_CISELNIKY[col]);
    zaznamy.push({
      id,
      datum: datum as string,
      poskodeny: poskodeny || undefined,
      povodcaSkody: refs.povodcaSkody,
      predmetSkody: refs.predmetSkody,
      katastralneUzemie: refs.katastralneUzemie,
      okres: refs.okres,
      polovnyRevir: refs.polovnyRevir,
      centy: centy as number,
    });
  }
  return { zaznamy: errors.length ? [] : zaznamy, errors, pouzite: [...used].map(([uuid, type]) => ({ uuid, type })) };
}
