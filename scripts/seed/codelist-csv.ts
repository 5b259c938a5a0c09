/**
 * Parser of the municipality code-list CSV (the input of the code-list import).
 *
 * Required header columns (any order, extra columns allowed):
 *   obec_kod, name, okres_lau1, okres_name, kraj_nuts3, kraj_name, lon, lat
 * Accepts a UTF-8 BOM, LF or CRLF line ends and RFC 4180 quoting ("a, b", "say ""hi""").
 *
 * Pure function: no Node or DOM specifics. Error messages are Slovak (they are shown to
 * the operator); `line` is the 1-based physical line where the record starts.
 */

export const OBEC_CSV_COLUMNS = ['obec_kod', 'name', 'okres_lau1', 'okres_name', 'kraj_nuts3', 'kraj_name', 'lon', 'lat'] as const;
type Column = (typeof OBEC_CSV_COLUMNS)[number];

/** Rough bounding box of Slovakia (WGS 84). */
export const SK_BBOX = { minLon: 16.8, maxLon: 22.6, minLat: 47.7, maxLat: 49.7 } as const;

export interface ObecCsvRow {
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

interface CsvRecord {
  line: number;
  fields: string[];
}

/** Splits CSV text into records. Unterminated quotes are reported, not thrown. */
export function splitCsv(text: string): { records: CsvRecord[]; errors: CsvError[] } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const errors: CsvError[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    // a completely empty line is not a record
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  while (i < src.length) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      inQuotes = true;
      i++;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (inQuotes) {
    errors.push({ line: recordLine, message: 'Neukončené úvodzovky – záznam pokračuje až do konca súboru.' });
  } else if (field !== '' || fields.length > 0) {
    endRecord();
  }
  return { records, errors };
}

const formatNumber = (n: number) => String(n).replace('.', ',');

function parseCoordinate(
  raw: string,
  label: string,
  min: number,
  max: number,
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  const s = raw.trim();
  if (s === '') return { error: `Chýba ${label}.` };
  // decimal point only; a decimal comma would clash with the CSV separator anyway
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return { error: `Hodnota „${s}“ v stĺpci ${label} nie je číslo.` };
  const value = Number(s);
  if (value < min || value > max) {
    return { error: `Hodnota ${formatNumber(value)} v stĺpci ${label} je mimo územia Slovenska (${formatNumber(min)} – ${formatNumber(max)}).` };
  }
  return { value };
}

/** Parses and validates the municipality CSV. Invalid rows are reported and left out of `rows`. */
export function parseObecCsv(text: string): ObecCsvResult {
  const { records, errors } = splitCsv(text);
  const rows: ObecCsvRow[] = [];

  const header = records[0];
  if (!header) {
    return { rows, errors: [{ line: 1, message: 'Súbor je prázdny – chýba hlavička s názvami stĺpcov.' }] };
  }
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const col of OBEC_CSV_COLUMNS) {
    const at = names.indexOf(col);
    if (at < 0) missing.push(col);
    else index[col] = at;
  }
  if (missing.length > 0) {
    const message =
      missing.length === 1
        ? `V hlavičke chýba povinný stĺpec ${missing[0]}.`
        : `V hlavičke chýbajú povinné stĺpce ${missing.join(', ')}.`;
    return { rows, errors: [{ line: header.line, message: `${message} Povinné stĺpce sú: ${OBEC_CSV_COLUMNS.join(', ')}.` }, ...errors] };
  }

  const firstLineOfCode = new Map<string, number>();
  for (const record of records.slice(1)) {
    const { line, fields } = record;
    if (fields.length !== names.length) {
      errors.push({
        line,
        message: `Počet hodnôt v riadku (${fields.length}) nezodpovedá počtu stĺpcov v hlavičke (${names.length}).`,
      });
      continue;
    }
    const get = (col: Column) => fields[index[col]].trim();
    const rowErrors: string[] = [];

    const kod = get('obec_kod');
    const label = get('name');
    const okresKod = get('okres_lau1');
    const krajKod = get('kraj_nuts3');
    if (kod === '') rowErrors.push('Chýba kód obce (stĺpec obec_kod).');
    if (label === '') rowErrors.push('Chýba názov obce (stĺpec name).');
    if (okresKod === '') rowErrors.push('Chýba kód okresu (stĺpec okres_lau1).');
    if (krajKod === '') rowErrors.push('Chýba kód kraja (stĺpec kraj_nuts3).');
    const lon = parseCoordinate(get('lon'), 'lon (zemepisná dĺžka)', SK_BBOX.minLon, SK_BBOX.maxLon);
    const lat = parseCoordinate(get('lat'), 'lat (zemepisná šírka)', SK_BBOX.minLat, SK_BBOX.maxLat);
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
    rows.push({ kod, label, okresKod, krajKod, lon: lon.value as number, lat: lat.value as number });
  }

  if (rows.length === 0 && errors.length === 0) {
    errors.push({ line: header.line, message: 'Súbor neobsahuje žiadne obce – je v ňom iba hlavička.' });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}
