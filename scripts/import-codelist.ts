/**
 * `npm run import:codelist -- --type <TYP> [--partial] [--code-prop P] [--name-prop P] [--parent-prop P] <file>`
 * Loads a code list (OBEC, KATASTRALNE_UZEMIE, POLOVNY_REVIR, CHRANENE_UZEMIE, OKRES) from CSV or
 * GeoJSON, all or nothing: a file is parsed and validated as a whole, and written only when every row
 * (CSV) or feature (GeoJSON) is valid and every parent code exists. Re-import keeps uuids (matched on
 * the official code); a full import deactivates the items of the type that the file no longer has
 * (never deletes them). Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS
 * credentials when set), else starts DynamoDB Local on DATA_DIR itself. Formats: docs/local-mode.md
 * and scripts/seed/codelist-formats.ts.
 *
 * `importCodelist` is also what the local start (scripts/local/wms.ts), the benchmarks and the tests
 * load code lists with; the command line runs only when this file is the one tsx started.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importCiselnik, type PolozkaInput } from '../functions/ciselniky/domain/import-ciselnik';
import { connectOperatorTable } from './local/operator-table';
import { parseCodelistCsv, parseObecCsv } from './seed/codelist-csv';
import { CODELIST_FORMATS, type FormatTyp } from './seed/codelist-formats';
import { featurePlace, type PropertyOverrides, parseCodelistGeojson } from './seed/codelist-geojson';

export const IMPORTABLE_TYPES = ['OBEC', 'KATASTRALNE_UZEMIE', 'POLOVNY_REVIR', 'CHRANENE_UZEMIE', 'OKRES'] as const;
export type ImportableTyp = (typeof IMPORTABLE_TYPES)[number];
export const isImportableTyp = (s: string): s is ImportableTyp => (IMPORTABLE_TYPES as readonly string[]).includes(s);

export type FileFormat = 'csv' | 'geojson';

/** Which formats a type accepts. */
export const formatsOf = (typ: ImportableTyp): FileFormat[] =>
  typ === 'OBEC' ? ['csv'] : (['csv', 'geojson'] as const).filter((f) => CODELIST_FORMATS[typ as FormatTyp][f]);

/** The format of a file: by its extension, else by its first character ('{' → GeoJSON). */
export function detectFormat(fileName: string, text: string): FileFormat {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.(geo)?json$/i.test(fileName)) return 'geojson';
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('{') ? 'geojson' : 'csv';
}

export interface CodelistImportError {
  /** 'riadok 5', 'objekt č. 3' or 'súbor' */
  miesto: string;
  message: string;
}

export interface CodelistImportResult {
  /** Valid rows/features read. */
  rows: number;
  written: number;
  deactivated: number;
  /** Polygons stored (replaced), of them simplified to fit, and stored polygons removed (Point features). */
  geometrie: number;
  zjednodusene: number;
  geometrieOdstranene: number;
  /** Non-empty: nothing was written. */
  errors: CodelistImportError[];
}

export interface CodelistImportOptions {
  typ: ImportableTyp;
  text: string;
  format: FileFormat;
  /** A partial list: items missing from the file stay active. */
  partial?: boolean;
  /** GeoJSON property names instead of the documented ones. */
  overrides?: PropertyOverrides;
}

const rejected = (errors: CodelistImportError[], rows = 0): CodelistImportResult => ({
  rows,
  written: 0,
  deactivated: 0,
  geometrie: 0,
  zjednodusene: 0,
  geometrieOdstranene: 0,
  errors,
});

/** Parses the file into code-list items, or returns the file's errors. */
function toItems(options: CodelistImportOptions): { items: PolozkaInput[]; errors: CodelistImportError[] } {
  const { typ, text, format } = options;
  if (!formatsOf(typ).includes(format)) {
    return { items: [], errors: [{ miesto: 'súbor', message: `Typ ${typ} sa dá importovať iba z formátu ${formatsOf(typ).join(' alebo ').toUpperCase()}.` }] };
  }
  if (typ === 'OBEC') {
    const parsed = parseObecCsv(text);
    return {
      errors: parsed.errors.map((e) => ({ miesto: `riadok ${e.line}`, message: e.message })),
      items: parsed.rows.map((r) => ({
        typ: 'OBEC',
        kod: r.kod,
        label: r.label,
        nadradenyTyp: 'OKRES',
        nadradenyKod: r.okresKod,
        extra: { lon: r.lon, lat: r.lat },
        zdroj: `riadok ${r.line}`,
      })),
    };
  }
  const def = CODELIST_FORMATS[typ];
  const item = (r: { kod: string; label: string; parentKod?: string; lon?: number; lat?: number; poradie?: number; attributes: Record<string, string> }) => ({
    typ,
    kod: r.kod,
    label: r.label,
    poradie: r.poradie,
    nadradenyTyp: r.parentKod && 'parent' in def ? def.parent.typ : undefined,
    nadradenyKod: r.parentKod,
    extra: { ...r.attributes, ...(r.lon !== undefined && r.lat !== undefined ? { lon: r.lon, lat: r.lat } : {}) },
  });
  if (format === 'csv') {
    const parsed = parseCodelistCsv(def, text);
    return {
      errors: parsed.errors.map((e) => ({ miesto: `riadok ${e.line}`, message: e.message })),
      items: parsed.rows.map((r) => ({ ...item(r), zdroj: `riadok ${r.line}` })),
    };
  }
  const parsed = parseCodelistGeojson(def, text, options.overrides);
  return {
    errors: parsed.errors.map((e) => ({ miesto: featurePlace(e.feature), message: e.message })),
    items: parsed.rows.map((r) => ({ ...item(r), geometria: r.geometria, zdroj: featurePlace(r.feature) })),
  };
}

export async function importCodelist(options: CodelistImportOptions): Promise<CodelistImportResult> {
  const { items, errors } = toItems(options);
  if (errors.length) return rejected(errors, items.length);
  const result = await importCiselnik(items, { onlyMissing: false, deactivateMissing: !options.partial });
  if (result.errors.length) {
    return rejected(
      result.errors.map((e) => ({ miesto: e.zdroj ?? `kód ${e.kod}`, message: e.message })),
      items.length,
    );
  }
  return {
    rows: items.length,
    written: result.written,
    deactivated: result.deactivated,
    geometrie: result.geometrie,
    zjednodusene: items.filter((i) => i.geometria?.zjednodusena).length,
    geometrieOdstranene: result.geometrieOdstranene,
    errors: [],
  };
}

/** The full municipality list from CSV (`obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat`). */
export const importObecCsv = (text: string) => importCodelist({ typ: 'OBEC', text, format: 'csv' });

const USAGE = `Použitie: npm run import:codelist -- --type TYP [--format csv|geojson] [--partial] [--code-prop P] [--name-prop P] [--parent-prop P] súbor
  TYP: ${IMPORTABLE_TYPES.map((t) => `${t} (${formatsOf(t).join(', ')})`).join(', ')}
  --partial  čiastočný zoznam: položky, ktoré v súbore nie sú, zostanú aktívne`;

const OPTIONS = {
  type: { type: 'string' },
  format: { type: 'string' },
  partial: { type: 'boolean' },
  'code-prop': { type: 'string' },
  'name-prop': { type: 'string' },
  'parent-prop': { type: 'string' },
} as const;

/** The command line: arguments, the operator's table, the import, a summary (exit 2 on bad usage, 1 on a rejected file). */
async function main(): Promise<void> {
  const parse = () => parseArgs({ options: OPTIONS, allowPositionals: true });
  let args: ReturnType<typeof parse> | undefined;
  try {
    args = parse();
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const { values, positionals } = args;
  const type = (values.type ?? '').toUpperCase();
  const file = positionals[0];
  if (!isImportableTyp(type) || !file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`Súbor neexistuje: ${file}`);
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const format = values.format ? values.format.toLowerCase() : detectFormat(file, text);
  if (format !== 'csv' && format !== 'geojson') {
    console.error(`Neznámy formát ${values.format}.\n${USAGE}`);
    process.exit(2);
  }

  const { stop } = await connectOperatorTable();

  const started = Date.now();
  const result = await importCodelist({
    typ: type,
    text,
    format,
    partial: values.partial,
    overrides: { codeProp: values['code-prop'], nameProp: values['name-prop'], parentProp: values['parent-prop'] },
  });
  await stop?.();
  if (result.errors.length) {
    console.error(`Import zamietnutý, nič sa nezapísalo. Chyby (${result.errors.length}):`);
    for (const e of result.errors.slice(0, 50)) console.error(`  ${e.miesto}: ${e.message}`);
    if (result.errors.length > 50) console.error(`  … a ďalších ${result.errors.length - 50}.`);
    process.exit(1);
  }
  console.log(
    [
      `Importovaných položiek ${type}: ${result.written}`,
      `deaktivovaných (už nie sú v súbore): ${result.deactivated}`,
      ...(format === 'geojson'
        ? [`polygónov uložených: ${result.geometrie} (zjednodušených: ${result.zjednodusene}), odstránených: ${result.geometrieOdstranene}`]
        : []),
      `za ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    ].join(', '),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
