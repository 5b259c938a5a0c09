/**
 * For the browser journey of 'Škody v číslach' (e2e/skody-v-cislach.spec.ts): stores damage events into
 * the running local server's table (the server whose origin is the first argument, found by its
 * DATA_DIR/local.json under .data/) and rebuilds the public document there, as the nightly job would.
 * Events: three in Banská Bystrica's 10 km cell (published), one in Košice (hidden), one last year without a place.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const origin = process.argv[2];
const base = path.resolve('.data');
const running = readdirSync(base)
  .map((d) => path.join(base, d, 'local.json'))
  .filter((f) => existsSync(f))
  .map((f) => JSON.parse(readFileSync(f, 'utf8')) as { pid: number; origin: string; dynamodbEndpoint: string; s3Endpoint: string; tableName: string })
  .find((i) => {
    try {
      process.kill(i.pid, 0);
      return i.origin === origin;
    } catch {
      return false;
    }
  });
if (!running) throw new Error(`No running local server at ${origin}`);
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: running.dynamodbEndpoint,
  TABLE_NAME: running.tableName,
  S3_ENDPOINT: running.s3Endpoint,
  PUBLIC_DATA_BUCKET: 'evidencia-skod-public-data',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

const { todayIso } = await import('@shared/format/dates');
const { ciselnikRepo } = await import('../../functions/data/ciselnik-repo');
const { storeUdalost } = await import('./skodova-udalost-fixtures');
const { publikovatSkodyVCislach } = await import('../../functions/skody-v-cislach/domain/publikovat-skody-v-cislach');

const today = todayIso();
const medved = (await ciselnikRepo.listByType('POVODCA_SKODY', { activeOnly: true })).find((p) => p.kod === 'MEDVED_HNEDY')?.uuid;
const kraj = (await ciselnikRepo.listByType('KRAJ', { activeOnly: true }))[0]?.uuid;
const predmet = (o: Record<string, unknown> = {}) => ({ uuid: randomUUID(), kategoria: 'VCELSTVA', amount: 250, kr: kraj, ...o });
const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 10) === '-02-29' ? '-02-28' : today.slice(4, 10)}`;
const events: [string, string, number | undefined, number | undefined][] = [
  ['ROZHODNUTA', today, 48.7363, 19.1462],
  ['ROZHODNUTA', today, 48.734, 19.15],
  ['V_SETRENI', today, 48.73, 19.148],
  ['ROZHODNUTA', today, 48.7164, 21.2611],
  ['ROZHODNUTA', lastYear, undefined, undefined],
];
for (const [stav, datum, lat, lng] of events) {
  await storeUdalost(stav as 'ROZHODNUTA', {
    poskodenyMeno: 'Verejná Štatistika s.r.o.',
    datumVznikuSkody: datum,
    datumOznamenia: datum,
    zaverecneStanovisko: medved ? ({ povodcaSkodyId: medved } as never) : undefined,
    konanie: stav === 'ROZHODNUTA' ? ({ sumaPriznanaVRozhodnuti: 200 } as never) : undefined,
    lokalitaGpsSirka: lat,
    lokalitaGpsDlzka: lng,
    predmetyStatistika: [predmet()],
    pocetPredmetovSkody: 1,
  });
}
const v = await publikovatSkodyVCislach();
console.log(JSON.stringify(v));
