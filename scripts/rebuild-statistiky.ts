/**
 * `npm run statistiky:obnovit [-- --vsetky]` – rebuilds the statistics rows of damage events written
 * before issue 14 (scripts/statistiky-obnova.ts). Uses the running local server's DynamoDB (or
 * DYNAMODB_ENDPOINT / AWS credentials when set), else starts DynamoDB Local on DATA_DIR itself, like
 * `npm run import:codelist`. Safe to run again: events that have their statistics data are skipped
 * unless --vsetky is given.
 */
import { parseArgs } from 'node:util';
import { connectOperatorTable } from './local/operator-table';

const USAGE = `Použitie: npm run statistiky:obnovit [-- --vsetky]
  --vsetky  obnoviť všetky škodové udalosti, aj tie, ktoré už štatistické údaje majú`;

let vsetky = false;
try {
  vsetky = Boolean(parseArgs({ options: { vsetky: { type: 'boolean' } } }).values.vsetky);
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}

const { stop } = await connectOperatorTable();
const { obnovitStatistiky } = await import('./statistiky-obnova');
const started = Date.now();
try {
  const v = await obnovitStatistiky({ vsetky, onProgress: (p) => process.stdout.write(`  ${p.udalosti} udalostí…\r`) });
  console.log(`Škodových udalostí: ${v.udalosti}, obnovených: ${v.obnovene} (predmetov škody: ${v.predmety}), za ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (e) {
  console.error(`Obnova zlyhala: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await stop?.();
}
