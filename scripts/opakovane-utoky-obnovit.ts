/**
 * `npm run opakovane-utoky:obnovit` – writes the repeat-attack index items (ACCESS_PATTERNS G1) of
 * notifications and damage events saved before the index existed. A Scan of the two record kinds (an
 * operator command, never a request path) with the fields the index reads, then the index items in
 * batches. Safe to run again and beside the running product: an index item is derived from its record
 * only, and every save writes it anew in the record's transaction – the lazy path that indexes an old
 * record on its next save; this command indexes all at once. Marks and e-mails are not made here:
 * an alert belongs to a save, not to the past.
 *
 * Uses the running local server's DynamoDB (or DYNAMODB_ENDPOINT / AWS credentials when set), else
 * starts DynamoDB Local on DATA_DIR itself. The tests call `obnovitGeoIndex`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { GeoPripad } from '@shared/domain/opakovany-utok';
import { batchWriteAll } from '../functions/data/batch';
import { geoIndex, oznamenieGeo, skodovaUdalostGeo } from '../functions/data/opakovany-utok-repo';
import { dynamo, tableName } from '../functions/lib/clients';
import { runOnOperatorTable } from './local/operator-table';

const FIELDS = ['sk', 'uuid', 'kod', 'datumVznikuSkody', 'lokalitaGpsSirka', 'lokalitaGpsDlzka', 'uzemnePrislusnePracoviskoId', 'uzemnePrislusnaSopId', 'oznamenieId', 'zaverecneStanovisko'];

/** Indexes every notification and event with a place; answers how many records were read and indexed. */
export async function obnovitGeoIndex(): Promise<{ zaznamy: number; indexovane: number }> {
  let zaznamy = 0;
  let indexovane = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk IN (:o, :s)',
        ExpressionAttributeValues: { ':o': 'OZNAMENIE', ':s': 'SKODOVA_UDALOST' },
        ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(FIELDS.map((f, i) => [`#f${i}`, f])),
        ExclusiveStartKey,
      }),
    );
    const entries: GeoPripad[] = [];
    for (const r of (out.Items ?? []) as Parameters<typeof skodovaUdalostGeo>[0][]) {
      zaznamy++;
      const entry = (r as { sk?: string }).sk === 'OZNAMENIE' ? oznamenieGeo(r) : skodovaUdalostGeo(r);
      if (entry) entries.push(entry);
    }
    await batchWriteAll(entries.map((e) => ({ PutRequest: { Item: geoIndex.item(e) } })));
    indexovane += entries.length;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { zaznamy, indexovane };
}

async function main(): Promise<void> {
  await runOnOperatorTable(
    async (elapsed) => {
      const v = await obnovitGeoIndex();
      return `Záznamov: ${v.zaznamy}, s miestom zaindexovaných: ${v.indexovane}, za ${elapsed()}.`;
    },
    (message) => `Obnova zlyhala: ${message}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
