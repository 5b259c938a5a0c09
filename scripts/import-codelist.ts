/**
 * `npm run import:codelist -- --type <TYP> [--partial] [--code-prop P] [--name-prop P] [--parent-prop P] <file>`
 * Loads a code list (OBEC, KATASTRALNE_UZEMIE, POLOVNY_REVIR, CHRANENE_UZEMIE, OKRES) from CSV or
 * GeoJSON, all or nothing. Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS
 * credentials when set), else starts DynamoDB Local on DATA_DIR itself. Formats: docs/local-mode.md and
 * scripts/seed/codelist-formats.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { detectFormat, formatsOf, IMPORTABLE_TYPES, isImportableTyp } from './codelist-import';
import { connectOperatorTable } from './local/operator-table';

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

const { importCodelist } = await import('./codelist-import');
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
