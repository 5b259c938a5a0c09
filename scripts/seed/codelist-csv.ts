/**
 * CSV parsers of the code-list import (`npm run import:codelist`).
 *
 * Records come from csv-parse (RFC 4180: UTF-8 BOM, LF or CRLF, quoted commas, doubled quotes and
 * line breaks inside quotes); this module maps them to code-list rows and validates every row.
 * Header columns are matched case-insensitively in any order; extra columns are ignored.
 *
 * - OBEC: `obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat` (all required)
 * - the types of CODELIST_FORMATS with `csv: true`: `<code>,name[,<parent>][,<attributes>][,lon,lat]`
 *   e.g. `ku_kod,name,obec_kod[,lon,lat]`
 *
 * Pure functions: no Node or DOM specifics. Error messages are Slovak (they are shown to the
 * operator); `line` is the 1-based physical line where the record starts.
 */
import { parse } from 'csv-parse/sync';
import {
  type CodelistFormat,
  LAT,
  LAT_LABEL,
  LON,
  LON_LABEL,
  MAX_KOD,
  MAX_LABEL,
  parseCoordinate,
  SK_BBOX,
} from './codelist-formats';

export { SK_BBOX } from './codelist-formats';

export const OBEC_CSV_COLUMNS = ['obec_kod', 'name', 'okres_lau1', 'okres_name', 'kraj_nuts3', 'kraj_name', 'lon', 'lat'] as const;
type ObecColumn = (typeof OBEC_CSV_COLUMNS)[number];

export interface ObecCsvRow {
  /** 1-based line where the record starts */
  line: number;
  kod: string;
  label: string;
  okresKod: string;
  krajKod: string;
  lon: number;
  lat: number;
}

export interface CsvError {
  line: number;
  message: string;
}

export interface ObecCsvResult {
  rows: ObecCsvRow[];
  errors: CsvError[];
}

export interface CsvRecord {
  line: number;
  fields: string[];
}

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (s: string) => s.match(LINE_BREAK)?.length ?? 0;

/** Splits CSV text into records (empty lines skipped). A malformed file is reported, not thrown. */
export function splitCsv(text: string): { records: CsvRecord[]; errors: CsvError[] } {
  let lastRecordEnd = 0;
  try {
    const parsed = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      on_record: (record, context) => {
        lastRecordEnd = context.lines;
        return record;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // info.lines is the line where the record ends; quoted line breaks move its start up
    const records = parsed.map(({ record, info }) => ({
      line: info.lines - record.reduce((n, field) => n + countLineBreaks(field), 0),
      fields: record,
    }));
    return { records, errors: [] };
  } catch (error) {
    const e = error as { code?: string; lines?: number; message?: string };
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') {
      // the broken record starts on the first non-empty line after the last complete record
      const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(LINE_BREAK);
      let start = lastRecordEnd;
      while (start < lines.length - 1 && lines[start].trim() === '') start++;
      return { records: [], errors: [{ line: start + 1, message: 'Neukončené úvodzovky – záznam pokračuje až do konca súboru.' }] };
    }
    if (e.code === 'INVALID_OPENING_QUOTE' || e.code === 'CSV_INVALID_CLOSING_QUOTE') {
      return {
        records: [],
        errors: [
          {
            line: e.lines ?? 1,
            message:
              'Nesprávne použité úvodzovky: hodnotu s čiarkou, úvodzovkami alebo zalomením riadku treba celú uzavrieť do úvodzoviek a úvodzovky v nej zdvojiť ("").',
          },
        ],
      };
    }
    return { records: [], errors: [{ line: e.lines ?? 1, message: `Súbor nie je platný CSV: ${e.message ?? String(error)}` }] };
  }
}

/** Header indexes of the wanted columns, or the Slovak error naming the missing required ones. */
function readHeader(
  header: CsvRecord,
  required: readonly string[],
  optional: readonly string[],
): { index: Map<string, number>; error?: undefined } | { index?: undefined; error: CsvError } {
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const index = new Map<string, number>();
  const missing: string[] = [];
  for (const col of [...required, ...optional]) {
    const at = names.indexOf(col);
    if (at >= 0) index.set(col, at);
    else if (required.includes(col)) missing.push(col);
  }
  if (missing.length === 0) return { index };
  const message =
    missing.length === 1 ? `V hlavičke chýba povinný stĺpec ${missing[0]}.` : `V hlavičke chýbajú povinné stĺpce ${missing.join(', ')}.`;
  return { error: { line: header.line, message: `${message} Povinné stĺpce sú: ${required.join(', ')}.` } };
}

const fieldCountError = (line: number, got: number, want: number): CsvError => ({
  line,
  message: `Počet hodnôt v riadku (${got}) nezodpovedá počtu stĺpcov v hlavičke (${want}).`,
});

/** Parses and validates the municipality CSV. Invalid rows are reported and left out of `rows`. */
export function parseObecCsv(text: string): ObecCsvResult {
  const { records, errors } = splitCsv(text);
  const rows: ObecCsvRow[] = [];
  if (errors.length) return { rows, errors };

  const header = records[0];
  if (!header) {
    return { rows, errors: [{ line: 1, message: 'Súbor je prázdny – chýba hlavička s názvami stĺpcov.' }] };
  }
  const head = readHeader(header, OBEC_CSV_COLUMNS, []);
  if (head.error) return { rows, errors: [head.error] };
  const { index } = head;

  const firstLineOfCode = new Map<string, number>();
  for (const { line, fields } of records.slice(1)) {
    if (fields.length !== header.fields.length) {
      errors.push(fieldCountError(line, fields.length, header.fields.length));
      continue;
    }
    const get = (col: ObecColumn) => fields[index.get(col) as number].trim();
    const rowErrors: string[] = [];

    const kod = get('obec_kod');
    const label = get('name');
    const okresKod = get('okres_lau1');
    const krajKod = get('kraj_nuts3');
    if (kod === '') rowErrors.push('Chýba kód obce (stĺpec obec_kod).');
    if (label === '') rowErrors.push('Chýba názov obce (stĺpec name).');
    else if (label.length > MAX_LABEL) rowErrors.push(`Názov obce je dlhší ako ${MAX_LABEL} znakov.`);
    if (okresKod === '') rowErrors.push('Chýba kód okresu (stĺpec okres_lau1).');
    if (krajKod === '') rowErrors.push('Chýba kód kraja (stĺpec kraj_nuts3).');
    const lon = parseCoordinate(get('lon'), LON_LABEL, SK_BBOX.minLon, SK_BBOX.maxLon);
    const lat = parseCoordinate(get('lat'), LAT_LABEL, SK_BBOX.minLat, SK_BBOX.maxLat);
    if (lon.error) rowErrors.push(lon.error);
    if (lat.error) rowErrors.push(lat.error);

    if (kod !== '') {
      const first = firstLineOfCode.get(kod);
      if (first !== undefined) rowErrors.push(`Duplicitný kód obce ${kod} (prvý výskyt na riadku ${first}).`);
      else if (rowErrors.length === 0) firstLineOfCode.set(kod, line);
    }

    if (rowErrors.length > 0) {
      for (const message of rowErrors) errors.push({ line, message });
      continue;
    }
    rows.push({ line, kod, label, okresKod, krajKod, lon: lon.value as number, lat: lat.value as number });
  }

  if (rows.length === 0 && errors.length === 0) {
    errors.push({ line: header.line, message: 'Súbor neobsahuje žiadne obce – je v ňom iba hlavička.' });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** One valid row of a code-list CSV or GeoJSON file. */
export interface CodelistRow {
  kod: string;
  label: string;
  /** Official code of the parent item (type `format.parent.typ`). */
  parentKod?: string;
  lon?: number;
  lat?: number;
  /** The item's order (optional column `poradie`, as the CSV export writes it); absent: the natural order. */
  poradie?: number;
  /** Extra text attributes of the format (e.g. `kategoria`), only those given. */
  attributes: Record<string, string>;
}

/** Optional column of every code-list CSV: the item's order (1 = first), as 'Export do CSV' gives it. */
export const PORADIE_COLUMN = 'poradie';
const PORADIE_MAX = 100_000;

export interface CsvRow extends CodelistRow {
  line: number;
}

/**
 * Validates code, name, parent code and attributes of one row (CSV or GeoJSON) and returns the
 * Slovak errors. `where` names the source of each value: 'stĺpec' or 'vlastnosť'.
 */
export function validateRow(
  format: CodelistFormat,
  values: { kod: string; label: string; parentKod: string; attributes: Record<string, string> },
  where: (column: string) => string,
  parentColumn = format.parent?.column ?? '',
): { row: Omit<CodelistRow, 'lon' | 'lat'>; errors: string[] } {
  const errors: string[] = [];
  const kod = values.kod.trim();
  const label = (format.cleanLabel ?? ((s: string) => s))(values.label.trim());
  if (kod === '') errors.push(`Chýba kód ${format.genitiv} (${where(format.code)}).`);
  else if (kod.length > MAX_KOD) errors.push(`Kód ${format.genitiv} je dlhší ako ${MAX_KOD} znakov.`);
  if (label === '') errors.push(`Chýba názov ${format.genitiv} (${where('name')}).`);
  else if (label.length > MAX_LABEL) errors.push(`Názov ${format.genitiv} je dlhší ako ${MAX_LABEL} znakov.`);
  let parentKod: string | undefined = values.parentKod.trim() || undefined;
  if (format.parent && !parentKod && kod) parentKod = format.parent.fromCode?.(kod);
  if (format.parent?.required && !parentKod) errors.push(`Chýba kód ${format.parent.genitiv} (${where(parentColumn)}).`);
  const attributes: Record<string, string> = {};
  for (const { column, maxLength } of format.attributes) {
    const value = values.attributes[column]?.trim();
    if (!value) continue;
    if (value.length > maxLength) errors.push(`Hodnota v ${where(column)} je dlhšia ako ${maxLength} znakov.`);
    attributes[column] = value;
  }
  return { row: { kod, label, parentKod, attributes }, errors };
}

/**
 * Parses and validates a code-list CSV of a type of CODELIST_FORMATS (`ku_kod,name,obec_kod[,lon,lat]`…).
 * lon/lat are optional, but both or neither. Invalid rows are reported and left out of `rows`.
 */
export function parseCodelistCsv(format: CodelistFormat, text: string): { rows: CsvRow[]; errors: CsvError[] } {
  const { records, errors } = splitCsv(text);
  const rows: CsvRow[] = [];
  if (errors.length) return { rows, errors };
  const header = records[0];
  if (!header) return { rows, errors: [{ line: 1, message: 'Súbor je prázdny – chýba hlavička s názvami stĺpcov.' }] };

  const required = [format.code, 'name', ...(format.parent?.required && !format.parent.fromCode ? [format.parent.column] : [])];
  const optional = [
    ...(format.parent && !required.includes(format.parent.column) ? [format.parent.column] : []),
    ...format.attributes.map((a) => a.column),
    LON,
    LAT,
    PORADIE_COLUMN,
  ];
  const head = readHeader(header, required, optional);
  if (head.error) return { rows, errors: [head.error] };
  const { index } = head;
  if (index.has(LON) !== index.has(LAT)) {
    return { rows, errors: [{ line: header.line, message: 'Stĺpce lon a lat musia byť v hlavičke oba alebo ani jeden.' }] };
  }

  const firstLineOfCode = new Map<string, number>();
  for (const { line, fields } of records.slice(1)) {
    if (fields.length !== header.fields.length) {
      errors.push(fieldCountError(line, fields.length, header.fields.length));
      continue;
    }
    const get = (col: string) => {
      const at = index.get(col);
      return at === undefined ? '' : fields[at];
    };
    const { row, errors: rowErrors } = validateRow(
      format,
      {
        kod: get(format.code),
        label: get('name'),
        parentKod: format.parent ? get(format.parent.column) : '',
        attributes: Object.fromEntries(format.attributes.map((a) => [a.column, get(a.column)])),
      },
      (column) => `stĺpec ${column}`,
    );
    let lon: number | undefined;
    let lat: number | undefined;
    const rawLon = get(LON).trim();
    const rawLat = get(LAT).trim();
    if (rawLon !== '' || rawLat !== '') {
      const parsedLon = parseCoordinate(rawLon, LON_LABEL, SK_BBOX.minLon, SK_BBOX.maxLon);
      const parsedLat = parseCoordinate(rawLat, LAT_LABEL, SK_BBOX.minLat, SK_BBOX.maxLat);
      if (parsedLon.error) rowErrors.push(parsedLon.error);
      if (parsedLat.error) rowErrors.push(parsedLat.error);
      lon = parsedLon.value;
      lat = parsedLat.value;
    }
    const rawPoradie = get(PORADIE_COLUMN).trim();
    const poradie = rawPoradie === '' ? undefined : Number(rawPoradie);
    if (poradie !== undefined && !(Number.isInteger(poradie) && poradie >= 1 && poradie <= PORADIE_MAX)) {
      rowErrors.push(`Poradie musí byť celé číslo od 1 do 100 000 (stĺpec ${PORADIE_COLUMN}: ${rawPoradie.slice(0, 20)}).`);
    }
    if (row.kod !== '') {
      const first = firstLineOfCode.get(row.kod);
      if (first !== undefined) rowErrors.push(`Duplicitný kód ${format.genitiv} ${row.kod} (prvý výskyt na riadku ${first}).`);
      else firstLineOfCode.set(row.kod, line);
    }
    if (rowErrors.length > 0) {
      for (const message of rowErrors) errors.push({ line, message });
      continue;
    }
    rows.push({ ...row, lon, lat, ...(poradie !== undefined ? { poradie } : {}), line });
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ line: header.line, message: 'Súbor neobsahuje žiadne položky – je v ňom iba hlavička.' });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
