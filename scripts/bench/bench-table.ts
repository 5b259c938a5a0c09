/** What the DynamoDB benchmarks share: a fresh table on an in-memory DynamoDB Local, and percentiles. */
import { randomUUID } from 'node:crypto';
import { ensureTable, startDynamo } from '../local/dynamodb';

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Starts DynamoDB Local in memory, points the handlers' environment at a new table
 * `bench-<name>-<random>` and creates it. Import product modules only after this resolves.
 */
export async function startBenchTable(name: string): Promise<{ tableName: string; stop(): Promise<void> }> {
  const dynamoLocal = await startDynamo({});
  const tableName = `bench-${name}-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamoLocal.endpoint,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'eu-central-1',
    LOG_LEVEL: 'error',
  });
  try {
    await ensureTable(dynamoLocal.client, tableName);
  } catch (err) {
    await dynamoLocal.stop();
    throw err;
  }
  return { tableName, stop: () => dynamoLocal.stop() };
}

/**
 * Runs a benchmark on a fresh table (`startBenchTable`) and exits: 0 when it finished, 1 with the error.
 * `onStop` registers what to close before the table stops (a server).
 */
export function runBench(name: string, body: (bench: { tableName: string; onStop(close: () => unknown): void }) => Promise<void>): void {
  const run = async () => {
    const bench = await startBenchTable(name);
    const closers: (() => unknown)[] = [];
    try {
      await body({ tableName: bench.tableName, onStop: (close) => closers.push(close) });
    } finally {
      for (const close of closers.reverse()) await close();
      await bench.stop();
    }
  };
  run().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
