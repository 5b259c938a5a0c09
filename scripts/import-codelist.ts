/**
 * `npm run import:codelist -- --type OBEC file.csv`
 * Loads a full municipality list into the code lists. Uses the running local server's DynamoDB
 * (or DYNAMODB_ENDPOINT / AWS credentials when set), else starts DynamoDB Local on DATA_DIR itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { type: { type: 'string' } }, allowPositionals: true });
const type = (values.type ?? '').toUpperCase();
const file = positionals[0];
if (type !== 'OBEC' || !file) {
  console.error('Použitie: npm run import:codelist -- --type OBEC súbor.csv   (zatiaľ sa dá importovať typ OBEC)');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`Súbor neexistuje: ${file}`);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const marker = path.join(dataDir, 'local.json');
let stop: (() => Promise<void>) | undefined;
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
  AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
});
if (!process.env.DYNAMODB_ENDPOINT && !process.env.TABLE_NAME?.startsWith('arn:')) {
  let running: { pid: number; dynamodbEndpoint: string; tableName: string } | undefined;
  if (existsSync(marker)) {
    const info = JSON.parse(readFileSync(marker, 'utf8'));
    try {
      process.kill(info.pid, 0);
      running = info;
    } catch {
      running = undefined;
    }
  }
  if (running) {
    process.env.DYNAMODB_ENDPOINT = running.dynamodbEndpoint;
    process.env.TABLE_NAME = running.tableName;
  } else {
    const { ensureTable, startDynamo } = await import('./local/dynamodb');
    const dynamo = await startDynamo({ dataDir: path.join(dataDir, 'dynamodb') });
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.TABLE_NAME ??= 'evidencia-skod';
    await ensureTable(dynamo.client, process.env.TABLE_NAME);
    stop = dynamo.stop;
  }
}

const { importObecCsv } = await import('./codelist-import');
const started = Date.now();
const result = await importObecCsv(readFileSync(file, 'utf8'));
await stop?.();
if (result.csvErrors.length || result.errors.length) {
  console.error(`Import zamietnutý, nič sa nezapísalo. Chyby (${result.csvErrors.length + result.errors.length}):`);
  for (const e of result.csvErrors.slice(0, 30)) console.error(`  riadok ${e.line}: ${e.message}`);
  for (const e of result.errors.slice(0, 30)) console.error(`  ${e.kod}: ${e.message}`);
  process.exit(1);
}
console.log(
  `Importovaných obcí: ${result.written}, deaktivovaných (už nie sú v súbore): ${result.deactivated}, za ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
