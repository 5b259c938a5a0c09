import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The path aliases of tsconfig.json. */
const resolve = {
  alias: {
    '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
    '@functions': fileURLToPath(new URL('./functions', import.meta.url)),
    '@scripts': fileURLToPath(new URL('./scripts', import.meta.url)),
  },
};

/**
 * One vitest run, four projects:
 * - unit: shared domain/format rules and pure function code (node)
 * - api: handlers through the local HTTP adapter against one DynamoDB Local per run (table per test file)
 * - web: React components and web logic (jsdom)
 * - infra: CDK Template assertions and cdk-nag
 * Browser flows are Playwright specs in e2e/ (`npm run test:e2e`).
 *
 * unit and web run in vmThreads: each test file still gets its own module graph (a VM context), but
 * the worker, and for web the jsdom environment, is made once instead of per file. Measured on these
 * 2-core machines: web 73 s → 10 s (jsdom was built 40 times), unit 39 s → 20 s. api stays in forks:
 * in a VM context an error made by Node itself (a refused connection) is not `instanceof Error` of the
 * test's realm, so the store-outage path answered 500 instead of 503 there. infra stays in forks too
 * (CDK synthesis, few and long tests), without isolation: its files share a worker's module graph, so
 * aws-cdk-lib is loaded once per worker and the stack tests read one synthesis of the product app
 * (infra/test/test-app.ts productApp) instead of synthesizing it in each file.
 */
export default defineConfig({
  test: {
    // One worker per core. Vitest's default for `run` is one fewer (it keeps a core for the main
    // process, which here mostly waits): a single worker on these 2-core machines, and the second core
    // idled whenever DynamoDB Local did. Measured: eight API files 170 s → 123 s with the other
    // helpers' load on the machine; every file still gets its own table, server port and worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          pool: 'vmThreads',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: ['functions/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          globalSetup: ['scripts/test/global-setup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          pool: 'vmThreads',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          environment: 'node',
          isolate: false,
          include: ['infra/**/*.test.ts'],
          testTimeout: 120000,
        },
      },
    ],
  },
});
