/**
 * Point look-up benchmark: the time of one detection by point-in-polygon
 * (functions/mapa/domain/point-in-polygons.ts) over the 79 real district boundaries and over 3,600
 * generated cadastral areas (24-vertex polygons, as in scripts/bench/codelist-import.ts), on an
 * in-memory DynamoDB Local: the first look-up (bounding boxes and polygons read), then warm ones
 * as the wizard makes them (kept data trusted 5 s) and as staff make them (stamps read every time).
 * Results in .bench/mapa-detekcia.json.   npx tsx scripts/bench/mapa-detekcia.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, startBenchTable } from './bench-table';
import { center, ring } from './synthetic-data';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3600);
const table = await startBenchTable('mapa');
const { importCiselnik } = await import('../../functions/ciselniky/domain/import-ciselnik');
const { importCodelist } = await import('../import-codelist');
const { polygonsAtPoint } = await import('../../functions/mapa/domain/point-in-polygons');
const { detectPracovisko } = await import('../../functions/mapa/domain/detect-pracovisko');
const { clearReadCache } = await import('../../functions/lib/read-cache');
const { seed } = await import('../local/seed');


const results: Record<string, Record<string, number>> = {};
async function measure(name: string, typ: string, trustMs: number, runs = 200) {
  clearReadCache();
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    const [lon, lat] = center(i * 7);
    const started = performance.now();
    hits += (await polygonsAtPoint({ typ, lat, lon, trustMs })).length;
    times.push(performance.now() - started);
  }
  const first = times[0];
  const rest = times.slice(1).sort((a, b) => a - b);
  results[name] = { firstMs: Math.round(first * 10) / 10, p50Ms: Math.round(percentile(rest, 50) * 10) / 10, p95Ms: Math.round(percentile(rest, 95) * 10) / 10, hitsPerPoint: hits / runs };
  console.log(`${name}: first ${first.toFixed(1)} ms, then p50 ${percentile(rest, 50).toFixed(1)} ms, p95 ${percentile(rest, 95).toFixed(1)} ms (${(hits / runs).toFixed(2)} polygons per point)`);
}

try {
  await seed({ demoUsers: false });
  const okresy = readFileSync(path.resolve('../shared/data/slovakia/sk_okresy_simplified.geojson'), 'utf8');
  const o = await importCodelist({ typ: 'OKRES', text: okresy, format: 'geojson', partial: true });
  if (o.errors.length) throw new Error(JSON.stringify(o.errors.slice(0, 3)));
  await importCiselnik(Array.from({ length: 50 }, (_, i) => ({ typ: 'OBEC', kod: String(510000 + i), label: `Obec ${i}`, nadradenyTyp: 'OKRES', nadradenyKod: 'SK0323' })), { onlyMissing: false });
  const ku = JSON.stringify({
    type: 'FeatureCollection',
    features: Array.from({ length: ITEMS }, (_, i) => ({
      type: 'Feature',
      properties: { ku_kod: String(800000 + i), name: `Katastrálne územie ${i + 1}`, obec_kod: String(510000 + (i % 50)) },
      geometry: { type: 'Polygon', coordinates: [ring(i)] },
    })),
  });
  const k = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: ku, format: 'geojson', partial: true });
  if (k.errors.length) throw new Error(JSON.stringify(k.errors.slice(0, 3)));

  await measure('79 districts, wizard (trust 5 s)', 'OKRES', 5000);
  await measure('79 districts, staff (stamps read)', 'OKRES', 0);
  await measure(`${ITEMS} cadastral areas, wizard (trust 5 s)`, 'KATASTRALNE_UZEMIE', 5000);
  await measure(`${ITEMS} cadastral areas, staff (stamps read)`, 'KATASTRALNE_UZEMIE', 0);
  clearReadCache();
  const started = performance.now();
  await detectPracovisko({ lat: 48.5775, lon: 19.1236, trustMs: 0 });
  results['whole detection, cold (district + item + organisations)'] = { ms: Math.round((performance.now() - started) * 10) / 10 };
  console.log(`whole detection, cold: ${(performance.now() - started).toFixed(1)} ms`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/mapa-detekcia.json', `${JSON.stringify({ items: ITEMS, results }, null, 2)}\n`);
} finally {
  await table.stop();
}
