/**
 * `npm run import:historia -- file.csv`
 * Replaces the historical data (records of the previous system, 'Hist. údaje') with the file's records,
 * all or nothing: a file with any bad line is rejected with every error by line and nothing is written;
 * a valid file replaces the whole dataset at once (readers see the old or the new one, never a mix, even
 * if this process dies midway). Format: functions/historicke-udaje/domain/historia-csv.ts and docs/features.md
 * 'Historical data import'. Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS
 * credentials when set), else starts DynamoDB Local on DATA_DIR itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { connectOperatorTable } from './local/operator-table';

const USAGE = `Použitie: npm run import:historia -- súbor.csv
  Stĺpce (hlavička, oddeľovač ; alebo ,): id;datumVznikuSkody;poskodeny;povodcaSkody;predmetSkody;katastralneUzemie;okres;polovnyRevir;vyskaSkodyPriznana`;

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length !== 1 || files[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
const file = files[0];
if (!existsSync(file)) {
  console.error(`Súbor neexistuje: ${file}`);
  process.exit(2);
}
const text = readFileSync(file, 'utf8');

const { stop } = await connectOperatorTable();
const { importHistoria } = await import('../functions/historicke-udaje/domain/import-historia');
const started = Date.now();
let result: Awaited<ReturnType<typeof importHistoria>>;
try {
  result = await importHistoria(text);
} catch (e) {
  await stop?.();
  const { HistoriaImportConflict } = await import('../functions/data/historia-repo');
  if (e instanceof HistoriaImportConflict) {
    console.error('Historické údaje medzitým nahradil iný import; tento import sa nepoužil. Spustite ho znova.');
    process.exit(1);
  }
  throw e;
}
await stop?.();
if (result.errors.length) {
  console.error(`Import zamietnutý, nič sa nezapísalo. Chyby (${result.errors.length}):`);
  for (const e of result.errors.slice(0, 100)) console.error(`  riadok ${e.line}: ${e.message}`);
  if (result.errors.length > 100) console.error(`  … a ďalších ${result.errors.length - 100}.`);
  process.exit(1);
}
console.log(
  `Historické údaje nahradené: ${result.written} záznamov, odstránených predchádzajúcich ${result.removed}, za ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
