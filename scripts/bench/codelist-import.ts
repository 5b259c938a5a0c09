/**
 * Code-list import benchmark: 3,600 generated cadastral areas (about Slovakia's
 * count) imported from CSV and from GeoJSON (a 24-vertex polygon each) into a fresh table on an
 * in-memory DynamoDB Local: first import, re-import (same uuids), and the parse time alone.
 * Results in .bench/codelist-import.json.
 *   npx tsx scripts/bench/codelist-import.ts   (BENCH_ITEMS overrides 3,600)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startBenchTable } from './bench-table';
import { center, ring } from './synthetic-data';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3600);
const OBCE = 3000;

const table = await startBenchTable('codelist');
const { importCiselnik } = await import('../../functions/ciselniky/domain/import-ciselnik');
const { importCodelist } = await import('../import-codelist');
const { parseCodelistGeojson } = await import('../seed/codelist-geojson');
const { CODELIST_FORMATS } = await import('../seed/codelist-formats');

const obecKod = (i: number) => String(500000 + (i % OBCE));

const csv = ['ku_kod,name,obec_kod,lon,lat', ...Array.from({ length: ITEMS }, (_, i) => `${800000 + i},Katastrálne územie ${i + 1},${obecKod(i)},${center(i).join(',')}`)].join('\n');
const geojson = JSON.stringify({
  type: 'FeatureCollection',
  features: Array.from({ length: ITEMS }, (_, i) => ({
    type: 'Feature',
    properties: { ku_kod: String(800000 + i), name: `Katastrálne územie ${i + 1}`, obec_kod: obecKod(i) },
    geometry: { type: 'Polygon', coordinates: [ring(i)] },
  })),
});

const results: Record<string, number> = {};
const time = async (name: string, fn: () => Promise<unknown>) => {
  const started = performance.now();
  const out = await fn();
  results[name] = Math.round(performance.now() - started);
  console.log(`${name}: ${(results[name] / 1000).toFixed(2)} s`);
  return out;
};

try {
  // parents: one region, one district, 3,000 municipalities
  const parents = await importCiselnik(
    [
      { typ: 'KRAJ', kod: 'SK032', label: 'Banskobystrický kraj' },
      { typ: 'OKRES', kod: 'SK0323', label: 'Brezno', nadradenyTyp: 'KRAJ', nadradenyKod: 'SK032' },
      ...Array.from({ length: OBCE }, (_, i) => ({ typ: 'OBEC', kod: obecKod(i), label: `Obec ${i}`, nadradenyTyp: 'OKRES', nadradenyKod: 'SK0323' })),
    ],
    { onlyMissing: false },
  );
  if (parents.errors.length) throw new Error(JSON.stringify(parents.errors.slice(0, 3)));

  await time('parse GeoJSON (validation, centroids)', async () => parseCodelistGeojson(CODELIST_FORMATS.KATASTRALNE_UZEMIE, geojson));
  for (const [name, text, format] of [
    ['CSV first import', csv, 'csv'],
    ['CSV re-import', csv, 'csv'],
    ['GeoJSON import (polygons)', geojson, 'geojson'],
    ['GeoJSON re-import (polygons replaced)', geojson, 'geojson'],
  ] as const) {
    const result = (await time(name, () => importCodelist({ typ: 'KATASTRALNE_UZEMIE', text, format }))) as { errors: unknown[]; written: number; geometrie: number };
    if (result.errors.length || result.written !== ITEMS) throw new Error(`${name}: ${JSON.stringify(result).slice(0, 300)}`);
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/codelist-import.json', `${JSON.stringify({ items: ITEMS, geojsonBytes: geojson.length, ms: results }, null, 2)}\n`);
  console.log(`${ITEMS} items, GeoJSON ${(geojson.length / 1e6).toFixed(1)} MB; results in .bench/codelist-import.json`);
} finally {
  await table.stop();
}
