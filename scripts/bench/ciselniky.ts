/**
 * Code-list benchmark: the largest lists – municipalities (the 2,927 of
 * ../shared/data/slovakia/sk_obce_centroids.csv when present, else 2,900 generated) and 3,600
 * cadastral areas – in a fresh table on an in-memory DynamoDB Local. Measures the code-list detail
 * (the domain operation GET /ciselniky/{typ} runs: page + sort in Slovak collation) and a whole-type
 * select read (GET /aktivne-ciselniky), cold (first read in the process) and warm (the per-process
 * cache revalidated by the type's change counter), p50/p95, plus the read after a write.
 *   npm run bench:ciselniky   (BENCH_RUNS overrides; results in .bench/ciselniky.json)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, startBenchTable } from './bench-table';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const OBCE_CSV = path.resolve(process.cwd(), '..', 'shared', 'data', 'slovakia', 'sk_obce_centroids.csv');

function municipalityNames(): string[] {
  if (existsSync(OBCE_CSV)) {
    const [header, ...lines] = readFileSync(OBCE_CSV, 'utf8').trim().split(/\r?\n/);
    const nameAt = header.split(',').indexOf('name');
    return lines.map((l) => l.split(',')[nameAt].replace(/^"|"$/g, ''));
  }
  const stems = ['Horná', 'Dolná', 'Veľká', 'Malá', 'Nová', 'Stará', 'Čierna', 'Biela', 'Šírava', 'Ľubietová'];
  const ends = ['Lehota', 'Ves', 'Poruba', 'Lúka', 'Štiavnica', 'Bystrá', 'Ždiar', 'Ďubákovo', 'Čelovce', 'Žabokreky'];
  return Array.from({ length: 2900 }, (_, i) => `${stems[i % 10]} ${ends[Math.floor(i / 10) % 10]} ${Math.floor(i / 100) || ''}`.trim());
}

async function timed(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const measured = await fn();
    // a step may time only its own part and return it
    ms.push(typeof measured === 'number' ? measured : performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 50).toFixed(1)), p95: Number(percentile(ms, 95).toFixed(1)) };
}

async function main() {
  const bench = await startBenchTable('ciselniky');
  try {
    const { ciselnikRepo } = await import('../../functions/data/ciselnik-repo');
    const { listPolozky } = await import('../../functions/ciselniky/domain/list-polozky');
    const { listCiselniky } = await import('../../functions/ciselniky/domain/list-ciselniky');

    const obce = municipalityNames();
    const t0 = performance.now();
    const uuids = new Map<string, string>();
    await ciselnikRepo.upsertByKod(
      obce.map((label, i) => ({ type: 'OBEC', kod: String(500000 + i), label })),
      uuids,
    );
    await ciselnikRepo.upsertByKod(
      Array.from({ length: 3600 }, (_, i) => ({
        type: 'KATASTRALNE_UZEMIE',
        kod: String(800000 + i),
        label: obce[i % obce.length] + (i >= obce.length ? ' II' : ''),
        nadradenaPolozkaUuid: uuids.get(`OBEC#${500000 + (i % obce.length)}`),
      })),
      uuids,
    );
    const seedSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    console.log(`seeded ${obce.length} municipalities and 3,600 cadastral areas in ${seedSeconds} s`);

    const results: Record<string, { p50: number; p95: number }> = {};
    const pages = [1, 37, 90, 180];
    let i = 0;
    const nextPage = () => pages[i++ % pages.length];

    // cold: the first read of each type in this process (the list Query runs)
    results['select OBEC cold (first read)'] = await timed(() => listCiselniky({ typy: ['OBEC'], activeOnly: true }), 1);
    results['detail KATASTRALNE_UZEMIE cold (first read; parent list already loaded)'] = await timed(() => listPolozky({ typ: 'KATASTRALNE_UZEMIE', page: 1 }), 1);

    // warm: the cache answers after one change-counter read
    results['detail KATASTRALNE_UZEMIE by label, warm'] = await timed(() => listPolozky({ typ: 'KATASTRALNE_UZEMIE', page: nextPage() }), RUNS);
    results['detail KATASTRALNE_UZEMIE by label DESC, warm'] = await timed(
      () => listPolozky({ typ: 'KATASTRALNE_UZEMIE', page: nextPage(), sortBy: 'label', sortDirection: 'DESC' }),
      RUNS,
    );
    results['detail KATASTRALNE_UZEMIE by code, warm'] = await timed(
      () => listPolozky({ typ: 'KATASTRALNE_UZEMIE', page: nextPage(), sortBy: 'id', sortDirection: 'DESC' }),
      RUNS,
    );
    results['detail OBEC by label, warm'] = await timed(() => listPolozky({ typ: 'OBEC', page: nextPage() }), RUNS);
    results['select OBEC (whole type), warm'] = await timed(() => listCiselniky({ typy: ['OBEC'], activeOnly: true }), RUNS);

    // after a write the next read loads the type again (counter moved)
    const first = (await ciselnikRepo.listByType('KATASTRALNE_UZEMIE', { activeOnly: false }))[0];
    results['detail KATASTRALNE_UZEMIE right after an edit'] = await timed(async () => {
      const current = await ciselnikRepo.get('KATASTRALNE_UZEMIE', first.uuid);
      if (!current) throw new Error('item vanished');
      await ciselnikRepo.update(current, current.version, { label: current.label, kod: current.kod, aktivna: true, nadradenaPolozkaUuid: current.nadradenaPolozkaUuid });
      const t = performance.now();
      await listPolozky({ typ: 'KATASTRALNE_UZEMIE', page: 1 });
      return performance.now() - t;
    }, 5);

    console.table(results);
    const warmP95 = Math.max(...Object.entries(results).filter(([k]) => k.includes('warm')).map(([, v]) => v.p95));
    console.log(`worst warm p95: ${warmP95} ms (target ≤ 100 ms)`);
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/ciselniky.json',
      `${JSON.stringify({ date: new Date().toISOString(), municipalities: obce.length, cadastralAreas: 3600, seedSeconds, runs: RUNS, results, warmP95 }, null, 2)}\n`,
    );
  } finally {
    await bench.stop();
  }
}

await main();
