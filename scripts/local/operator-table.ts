/**
 * The table an operator command (`npm run import:codelist`, `npm run import:historia`) writes to: the
 * running local server's DynamoDB (DATA_DIR/local.json), or DYNAMODB_ENDPOINT / an AWS table when set,
 * else DynamoDB Local started on DATA_DIR by the command itself (call `stop` when done).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export async function connectOperatorTable(): Promise<{ stop?: () => Promise<void> }> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const marker = path.join(dataDir, 'local.json');
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // an AWS table: the AWS SDK signs with the shell's credentials as the AWS CLI does (environment keys,
  // a profile, SSO, a credential process: its default provider chain); DynamoDB Local takes any
  if (process.env.TABLE_NAME?.startsWith('arn:') && !process.env.DYNAMODB_ENDPOINT) return {};
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  if (process.env.DYNAMODB_ENDPOINT) return {};
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
    return {};
  }
  const { ensureTable, startDynamo } = await import('./dynamodb');
  const dynamo = await startDynamo({ dataDir: path.join(dataDir, 'dynamodb') });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TABLE_NAME ??= 'evidencia-skod';
  await ensureTable(dynamo.client, process.env.TABLE_NAME);
  return { stop: dynamo.stop };
}

/**
 * The body of an operator command: connects the operator table, prints the summary line `work`
 * returns (`elapsed()` is the time so far, '12.3 s'), or `failure(message)` with exit code 1, and
 * stops a DynamoDB Local it started either way.
 */
export async function runOnOperatorTable(work: (elapsed: () => string) => Promise<string>, failure: (message: string) => string): Promise<void> {
  const { stop } = await connectOperatorTable();
  const started = Date.now();
  try {
    console.log(await work(() => `${((Date.now() - started) / 1000).toFixed(1)} s`));
  } catch (e) {
    console.error(failure((e as Error).message));
    process.exitCode = 1;
  } finally {
    await stop?.();
  }
}
