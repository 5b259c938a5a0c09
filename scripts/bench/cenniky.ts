/**
 * Price-list benchmark: 'the version valid on date D for type T' – called for every
 * damaged item and every recalculation – must take ≤ 1 ms in a warm process. Seeds all eleven types
 * plus 40 versions of cattle (a long history) in a fresh table on DynamoDB Local, then times
 * getVerziaPlatna cold (first call in the process: stamp read + load) and warm (kept versions,
 * binary search) over random dates and types, and the first call after a new version.
 *   npm run bench:cenniky   (BENCH_RUNS overrides; results in .bench/cenniky.json)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { percentile, startBenchTable } from './bench-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 20_000);

async function main() {
  const bench = await startBenchTable('cenniky');
  try {
    const { cennikRepo } = await import('../../functions/data/cennik-repo');
    const { getVerziaPlatna } = await import('../../functions/cenniky/domain/get-verzia-platna');
    const { CENNIK_TYPY, dayAfter } = await import('@shared/domain/cennik');
    const { CENNIKY_SEED } = await import('../seed/data/cenniky');
    const rows = (typ: (typeof CENNIK_TYPY)[number]) => CENNIKY_SEED[typ].map((r) => ({ ...r, uuid: randomUUID() }));
    for (const typ of CENNIK_TYPY) await cennikRepo.create({ typ, expectedLast: 0, platnostOd: '2010-01-01', polozky: rows(typ) });
    let od = '2010-01-01';
    for (let n = 1; n <= 40; n++) {
      od = new Date(Date.UTC(2010, 0, 1 + n * 120)).toISOString().slice(0, 10);
      await cennikRepo.create({ typ: 'HOVADZI_DOBYTOK', expectedLast: n, platnostOd: od, polozky: rows('HOVADZI_DOBYTOK') });
    }
    const { clearReadCache } = await import('../../functions/lib/read-cache');
    clearReadCache();
    const randomDate = () => new Date(Date.UTC(2009, 0, 1) + Math.random() * 18 * 365 * 86_400_000).toISOString().slice(0, 10);

    let t = performance.now();
    await getVerziaPlatna({ typ: 'HOVADZI_DOBYTOK', datum: '2020-06-15' });
    const cold = performance.now() - t;
    for (const typ of CENNIK_TYPY) await getVerziaPlatna({ typ, datum: '2020-06-15' });

    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const typ = i % 2 ? 'HOVADZI_DOBYTOK' : CENNIK_TYPY[i % CENNIK_TYPY.length];
      const datum = randomDate();
      t = performance.now();
      await getVerziaPlatna({ typ, datum });
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);

    await cennikRepo.create({ typ: 'HOVADZI_DOBYTOK', expectedLast: 41, platnostOd: dayAfter(od), polozky: rows('HOVADZI_DOBYTOK') });
    t = performance.now();
    const after = await getVerziaPlatna({ typ: 'HOVADZI_DOBYTOK', datum: '2099-01-01' });
    const afterWrite = performance.now() - t;
    if (after?.cisloVerzie !== 42) throw new Error('the new version was not seen');

    const result = {
      runs: RUNS,
      cattleVersions: 42,
      coldMs: Number(cold.toFixed(2)),
      warmMs: { p50: Number(percentile(ms, 50).toFixed(4)), p95: Number(percentile(ms, 95).toFixed(4)), p99: Number(percentile(ms, 99).toFixed(4)), max: Number(ms.at(-1)?.toFixed(3)) },
      firstAfterNewVersionMs: Number(afterWrite.toFixed(2)),
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/cenniky.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
