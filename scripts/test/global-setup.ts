/**
 * Starts one in-memory DynamoDB Local for the whole API test run and seeds one table there; each test
 * file makes its own table and starts it as a copy of the seeded one (scripts/test/api-harness.ts).
 */
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamo } from '../local/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    /** The table the seed (scripts/local/seed.ts, demo users included) was written to once for the run. */
    seededTable: string;
  }
}

/** Variables the product's modules read (functions/lib/env.ts, clients.ts) while seeding. */
const SEED_ENV = ['TABLE_NAME', 'DYNAMODB_ENDPOINT', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION'] as const;

/**
 * The seed, written once: it checks and writes item by item (12–20 s here), which each of the ~45 API
 * files paid again before; copying its items takes 2–4 s.
 */
async function seedOnce(dynamo: Awaited<ReturnType<typeof startDynamo>>): Promise<string> {
  const tableName = `seed-${randomUUID()}`;
  await ensureTable(dynamo.client, tableName);
  const saved = Object.fromEntries(SEED_ENV.map((k) => [k, process.env[k]]));
  Object.assign(process.env, { TABLE_NAME: tableName, DYNAMODB_ENDPOINT: dynamo.endpoint, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_REGION: 'eu-central-1' });
  const { resetEnvCache } = await import('../../functions/lib/env');
  const { resetClients } = await import('../../functions/lib/clients');
  resetEnvCache();
  resetClients();
  try {
    const { seed } = await import('../local/seed');
    await seed({ demoUsers: true });
  } finally {
    // the test workers set their own; nothing of the seeding run should leak into them
    for (const k of SEED_ENV) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvCache();
    resetClients();
  }
  return tableName;
}

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamo({});
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('seededTable', await seedOnce(dynamo));
  return async () => {
    await dynamo.stop();
  };
}
