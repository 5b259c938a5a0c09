/**
 * `npm start`: the whole product in one Node process on http://localhost:3000 (PORT overrides).
 * DynamoDB Local and the local S3 keep their data under DATA_DIR (default .data/) across restarts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_POUZIVATELIA, IDP_ONLY_ACCOUNTS } from '../seed/data/demo-pouzivatelia';
import { ensureTable, startDynamo } from './dynamodb';
import { createIdentityProvider, DEMO_PASSWORD, LOCAL_CLIENT_ID } from './identity-provider';
import { startLocalS3 } from './s3';

const started = Date.now();
// Lambda runs Node 22; the SDK's notice about Node 20 on this machine is noise for local mode.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const origin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;
const tableName = process.env.TABLE_NAME ?? 'evidencia-skod';
mkdirSync(dataDir, { recursive: true });

const dynamo = await startDynamo({ dataDir: path.join(dataDir, 'dynamodb') });
Object.assign(process.env, {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
  AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1',
  APP_ORIGIN: origin,
  OIDC_ISSUER: `${origin}/oidc`,
  OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
  OIDC_ALLOW_HTTP: 'true',
  UPLOADS_BUCKET: process.env.UPLOADS_BUCKET ?? 'evidencia-skod-uploads',
  PUBLIC_DATA_BUCKET: process.env.PUBLIC_DATA_BUCKET ?? 'evidencia-skod-public-data',
  S3_ENDPOINT: `${origin}/s3`,
  // E-mails (e.g. the reporter's confirmation) go to .eml files here instead of SES.
  MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox'),
  // map overlays from the product's own WMS endpoint (scripts/local/wms.ts): no internet needed
  MAP_LAYERS: 'lokalne',
});
// S3 emulator behind a presigned-request check, on the same origin (/s3) as the web app.
const s3 = await startLocalS3({
  dataDir: path.join(dataDir, 's3'),
  bucket: process.env.UPLOADS_BUCKET as string,
  otherBuckets: [process.env.PUBLIC_DATA_BUCKET as string],
  publicOrigin: origin,
  credentials: [{ accessKeyId: process.env.AWS_ACCESS_KEY_ID as string, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY as string }],
});
await ensureTable(dynamo.client, tableName);

// Imported after the environment is set: the handler modules read it.
const { seed } = await import('./seed');
const { createLocalServer } = await import('./server');
const seeded = await seed({ demoUsers: true });
const { localWms, ensureLocalDistricts } = await import('./wms');
const okresy = await ensureLocalDistricts();

// The local directory (synchronisation source): the provider's accounts in a file under DATA_DIR.
process.env.LOCAL_DIRECTORY_FILE ??= path.join(dataDir, 'directory.json');
const identityProvider = await createIdentityProvider({
  origin,
  accounts: [...DEMO_POUZIVATELIA, ...IDP_ONLY_ACCOUNTS].map((a) => ({ login: a.login, meno: a.meno, priezvisko: a.priezvisko, email: a.email })),
  accountsFile: process.env.LOCAL_DIRECTORY_FILE,
});
// the public page's precomputed files (/otvorene-data/), from the bucket the job writes
const { localPublicData } = await import('./public-data');
const publicData = localPublicData({ internalEndpoint: s3.internalEndpoint, bucket: process.env.PUBLIC_DATA_BUCKET as string });
const server = createLocalServer({ webDir: path.resolve('web/dist'), identityProvider, extra: [s3, localWms, publicData] });
server.listen(port, () => {
  writeFileSync(path.join(dataDir, 'local.json'), JSON.stringify({ pid: process.pid, origin, dynamodbEndpoint: dynamo.endpoint, s3Endpoint: s3.internalEndpoint, tableName }, null, 2));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const added = Object.entries(seeded)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .concat(okresy ? [`hranice okresov ${okresy}`] : [])
    .join(', ');
  console.log(`\nEvidencia škôd beží na ${origin}  (štart ${seconds} s, dáta ${dataDir}${added ? `, doplnené: ${added}` : ''})`);
  console.log(`Demo účty (heslo „${DEMO_PASSWORD}“):`);
  for (const u of DEMO_POUZIVATELIA) console.log(`  ${u.login.padEnd(10)} ${u.opravnenia.length ? u.opravnenia.join(', ') : '(bez oprávnení)'}`);
  for (const u of IDP_ONLY_ACCOUNTS) console.log(`  ${u.login.padEnd(10)} (len v poskytovateľovi identity – nezosynchronizovaný používateľ)`);
  // 'Škody v číslach' is rebuilt at every start (AWS: on its schedule); `npm run skody-v-cislach` rebuilds it on demand
  void import('../../functions/skody-v-cislach/domain/publikovat-skody-v-cislach')
    .then(({ publikovatSkodyVCislach }) => publikovatSkodyVCislach())
    .then((v) => console.log(`Škody v číslach: ${v.udalosti} udalostí, ${v.bunky} buniek mapy (${v.skryteBunky} skrytých) → /otvorene-data/`))
    .catch((e: unknown) => console.error(`Škody v číslach sa nepodarilo zostaviť: ${(e as Error).message}`));
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  // reads logged in the last moments are written before the store goes away
  const { drainReadLog } = await import('../../functions/http/read-log');
  await drainReadLog();
  publicData.stop();
  await s3.stop();
  await dynamo.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
