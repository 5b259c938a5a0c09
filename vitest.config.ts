import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; these machines run Node 20.
if (!(Map as unknown as { groupBy?: unknown }).groupBy) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const map = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
  });
}

/**
 * One vitest run, four projects:
 * - unit: shared domain/format rules and pure function code (node)
 * - api: handlers through the local HTTP adapter against one DynamoDB Local per run (table per test file)
 * - web: React components and web logic (jsdom)
 * - infra: CDK Template assertions and cdk-nag
 * Browser flows are Playwright specs in e2e/ (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
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
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/**/*.test.ts'],
          testTimeout: 120000,
        },
      },
    ],
  },
});
