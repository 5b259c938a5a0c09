import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ciselnikGeometriaRepo } from '../functions/data/ciselnik-geometria-repo';
import { ciselnikRepo } from '../functions/data/ciselnik-repo';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import { importCodelist, importObecCsv } from './import-codelist';
import { fileTestApi } from './test/api-harness';

const SHARED = path.resolve(process.cwd(), '../shared/data/slovakia');
const REFERENCE = path.join(SHARED, 'sk_obce_centroids.csv');
const FIXTURES = path.resolve(process.cwd(), 'scripts/test/fixtures/codelists');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

const api = fileTestApi();

const obce = async () =>
  (await api.call<CiselnikyResponse>('GET', '/api/is/vsetky-ciselniky?typy=OBEC,OKRES', { cookie: await api.sessionCookie('bezprav') })).body;

/** Active items of `before` whose code is not in `codes`: what a full import deactivates (the seed may have added some). */
const activeNotIn = (before: Map<string, { aktivna: boolean }>, codes: string[]) =>
  [...before].filter(([kod, v]) => v.aktivna && !codes.includes(kod)).length;

/** Items of a type keyed by code (inactive ones included), with their extra attributes. */
const byKod = async (typ: string) =>
  new Map(
    (await ciselnikRepo.listByType(typ, { activeOnly: false })).map((v) => [v.kod as string, v as typeof v & { lon?: number; lat?: number; kategoria?: string }]),
  );

describe('municipality import', () => {
  it('rejects a file with an invalid row and writes nothing', async () => {
    const before = (await obce())[0].values.length;
    const csv = 'obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat\n599999,Testovo,SK0323,Brezno,SK032,Banskobystrický kraj,19.6,48.8\n,Bez kódu,SK0323,Brezno,SK032,x,abc,48.8\n';

    const result = await importObecCsv(csv);

    expect(result.errors).toEqual([
      { miesto: 'riadok 3', message: 'Chýba kód obce (stĺpec obec_kod).' },
      { miesto: 'riadok 3', message: 'Hodnota „abc“ v stĺpci lon (zemepisná dĺžka) nie je číslo.' },
    ]);
    expect(result.written).toBe(0);
    expect((await obce())[0].values.length).toBe(before);
  });

  it('reports a municipality whose district is unknown by its line and changes nothing', async () => {
    const before = (await obce())[0].values.filter((v) => v.aktivna).length;
    const result = await importObecCsv(
      'obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat\n599997,Niekde,SK0323,Brezno,SK032,x,19.6,48.8\n599998,Nikde,SK9999,Nikde,SK032,x,19.6,48.8\n',
    );
    expect(result.errors).toEqual([{ miesto: 'riadok 3', message: 'Nadradená položka OKRES SK9999 neexistuje.' }]);
    expect(result.written + result.deactivated).toBe(0);
    expect((await obce())[0].values.filter((v) => v.aktivna).length).toBe(before);
  });

  it('loads the full reference list (2,900+ municipalities), linked to our districts, and is repeatable', async () => {
    expect(existsSync(REFERENCE), `reference data missing: ${REFERENCE} (CI has ../shared beside the repo)`).toBe(true);
    const text = readFileSync(REFERENCE, 'utf8');

    const first = await importObecCsv(text);
    const second = await importObecCsv(text);

    expect(first.errors).toEqual([]);
    expect(first.rows).toBeGreaterThan(2900);
    const [obceList, okresy] = await obce();
    const active = obceList.values.filter((v) => v.aktivna);
    expect(active).toHaveLength(first.rows);
    const okresIds = new Set(okresy.values.map((o) => o.uuid));
    expect(active.every((o) => o.nadradenaPolozkaUuid && okresIds.has(o.nadradenaPolozkaUuid))).toBe(true);
    // Seeded municipalities with local codes are kept for references but no longer offered.
    expect(obceList.values.some((v) => !v.aktivna)).toBe(true);
    // Re-import keeps every uuid.
    expect(second.written).toBe(first.written);
    const again = (await obce())[0].values.filter((v) => v.aktivna);
    expect(new Set(again.map((v) => v.uuid))).toEqual(new Set(active.map((v) => v.uuid)));
  }, 120_000);
});

describe('cadastral areas (KATASTRALNE_UZEMIE)', () => {
  beforeAll(async () => {
    // the municipalities the fixtures point to (real statistical codes, also in the reference list)
    const result = await importCodelist({ typ: 'OBEC', text: fixture('obce.csv'), format: 'csv', partial: true });
    expect(result.errors).toEqual([]);
  });

  it('rejects a CSV with bad rows, naming each line, and writes nothing', async () => {
    const before = await byKod('KATASTRALNE_UZEMIE');
    const csv = 'ku_kod,name,obec_kod,lon,lat\n810001,Brezno,508497,19.64,48.81\n810002,,508497,,\n810003,Čierny Balog,508527,25,48.72\n';
    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: csv, format: 'csv' });
    expect(result.errors).toEqual([
      { miesto: 'riadok 3', message: 'Chýba názov katastrálneho územia (stĺpec name).' },
      { miesto: 'riadok 4', message: 'Hodnota 25 v stĺpci lon (zemepisná dĺžka) je mimo územia Slovenska (16,8 – 22,6).' },
    ]);
    expect(result.written).toBe(0);
    expect(await byKod('KATASTRALNE_UZEMIE')).toEqual(before);
  });

  it('rejects an unknown municipality code and writes nothing', async () => {
    const before = await byKod('KATASTRALNE_UZEMIE');
    const csv = 'ku_kod,name,obec_kod\n810001,Brezno,508497\n819999,Nikde,999999\n';
    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: csv, format: 'csv' });
    expect(result.errors).toEqual([{ miesto: 'riadok 3', message: 'Nadradená položka OBEC 999999 neexistuje.' }]);
    expect(await byKod('KATASTRALNE_UZEMIE')).toEqual(before);
  });

  it('imports from CSV, tied to the municipalities by their codes', async () => {
    const seeded = await byKod('KATASTRALNE_UZEMIE');
    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: fixture('katastralne-uzemia.csv'), format: 'csv' });
    const deactivated = activeNotIn(seeded, ['810001', '810002', '810003', '810004']);
    expect(result).toMatchObject({ errors: [], rows: 4, written: 4, deactivated, geometrie: 0 });
    const ku = await byKod('KATASTRALNE_UZEMIE');
    const obec = await byKod('OBEC');
    expect(ku.get('810001')).toMatchObject({ label: 'Brezno', aktivna: true, nadradenaPolozkaUuid: obec.get('508497')?.uuid, lon: 19.64, lat: 48.81 });
    expect(ku.get('810002')).toMatchObject({ label: 'Mazorníkovo', nadradenaPolozkaUuid: obec.get('508497')?.uuid });
    expect(ku.get('810002')?.lon).toBeUndefined();
    expect(ku.get('810003')?.nadradenaPolozkaUuid).toBe(obec.get('508527')?.uuid);
  });

  it('re-imports from GeoJSON: same uuids, polygons stored apart from the items, the missing area becomes inactive', async () => {
    const before = await byKod('KATASTRALNE_UZEMIE');

    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: fixture('katastralne-uzemia.geojson'), format: 'geojson' });

    expect(result).toMatchObject({ errors: [], rows: 3, written: 3, deactivated: 1, geometrie: 3, zjednodusene: 0 });
    const after = await byKod('KATASTRALNE_UZEMIE');
    expect([...after.values()].map((v) => [v.kod, v.uuid]).sort()).toEqual([...before.values()].map((v) => [v.kod, v.uuid]).sort());
    // Polomka is not in the GeoJSON: kept (references stay valid), inactive, its centroid kept
    expect(after.get('810004')).toMatchObject({ aktivna: false, label: 'Polomka', lon: 19.86, lat: 48.85 });
    // the centroid is computed where the file gives none
    expect(after.get('810001')).toMatchObject({ aktivna: true, lon: 19.66, lat: 48.815 });
    // list items stay small: no geometry on them
    expect(JSON.stringify([...after.values()])).not.toContain('coordinates');

    const brezno = await ciselnikGeometriaRepo.get('KATASTRALNE_UZEMIE', after.get('810001')?.uuid as string);
    expect(brezno).toMatchObject({
      kod: '810001',
      zjednodusena: false,
      bbox: [19.6, 48.78, 19.72, 48.85],
      geometria: { type: 'Polygon', coordinates: [[[19.6, 48.78], [19.72, 48.78], [19.72, 48.85], [19.6, 48.85], [19.6, 48.78]]] },
    });
    const mazornikovo = await ciselnikGeometriaRepo.get('KATASTRALNE_UZEMIE', after.get('810002')?.uuid as string);
    expect(mazornikovo?.geometria.type).toBe('MultiPolygon');
    expect((await ciselnikGeometriaRepo.listBboxes('KATASTRALNE_UZEMIE')).map((b) => b.kod).sort()).toEqual(['810001', '810002', '810003']);
  });

  it('a re-import replaces the polygon, and a CSV import reactivates the area and leaves polygons alone', async () => {
    const uuid = (await byKod('KATASTRALNE_UZEMIE')).get('810001')?.uuid as string;
    const moved = JSON.parse(fixture('katastralne-uzemia.geojson'));
    moved.features[0].geometry.coordinates = [[[19.61, 48.79], [19.7, 48.79], [19.7, 48.84], [19.61, 48.79]]];

    expect((await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: JSON.stringify(moved), format: 'geojson' })).errors).toEqual([]);
    const replaced = await ciselnikGeometriaRepo.get('KATASTRALNE_UZEMIE', uuid);
    expect(replaced?.geometria.coordinates).toEqual([[[19.61, 48.79], [19.7, 48.79], [19.7, 48.84], [19.61, 48.79]]]);
    expect(replaced?.bbox).toEqual([19.61, 48.79, 19.7, 48.84]);

    const csv = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: fixture('katastralne-uzemia.csv'), format: 'csv' });
    expect(csv).toMatchObject({ errors: [], written: 4, deactivated: 0 });
    const ku = await byKod('KATASTRALNE_UZEMIE');
    expect(ku.get('810004')?.aktivna).toBe(true);
    expect((await ciselnikGeometriaRepo.get('KATASTRALNE_UZEMIE', uuid))?.bbox).toEqual([19.61, 48.79, 19.7, 48.84]);
  });

  it('rejects a GeoJSON with a bad feature, naming it, and changes nothing', async () => {
    const before = await byKod('KATASTRALNE_UZEMIE');
    const bad = JSON.parse(fixture('katastralne-uzemia.geojson'));
    bad.features[0].properties.name = 'Premenované';
    bad.features[1].geometry.coordinates[0][0].pop();
    bad.features[2].properties.obec_kod = '999999';

    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text: JSON.stringify(bad), format: 'geojson' });

    expect(result.errors).toEqual([
      { miesto: 'objekt č. 2', message: 'Vonkajší obvod (polygón č. 1) nie je uzavretý: prvý bod [19,72; 48,78] sa líši od posledného [19,72; 48,83].' },
    ]);
    const onlyParent = await importCodelist({
      typ: 'KATASTRALNE_UZEMIE',
      text: JSON.stringify({ ...bad, features: [bad.features[0], bad.features[2]] }),
      format: 'geojson',
    });
    expect(onlyParent.errors).toEqual([{ miesto: 'objekt č. 2', message: 'Nadradená položka OBEC 999999 neexistuje.' }]);
    expect(await byKod('KATASTRALNE_UZEMIE')).toEqual(before);
  });

  it('stores a polygon too large for one item simplified, recording the tolerance', async () => {
    const n = 20_000;
    const ring = Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      return [Number((19.68 + 0.04 * Math.cos(a)).toFixed(6)), Number((48.72 + 0.03 * Math.sin(a)).toFixed(6))];
    });
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { ku_kod: '810003', name: 'Čierny Balog', obec_kod: '508527' }, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } }],
    });
    const result = await importCodelist({ typ: 'KATASTRALNE_UZEMIE', text, format: 'geojson', partial: true });
    expect(result).toMatchObject({ errors: [], written: 1, deactivated: 0, geometrie: 1, zjednodusene: 1 });
    const stored = await ciselnikGeometriaRepo.get('KATASTRALNE_UZEMIE', (await byKod('KATASTRALNE_UZEMIE')).get('810003')?.uuid as string);
    expect(stored?.zjednodusena).toBe(true);
    expect(stored?.tolerancia).toBeGreaterThan(0);
    expect(stored?.povodnaVelkost).toBeGreaterThan(300_000);
    expect(stored?.velkost).toBeLessThanOrEqual(300_000);
    // a partial import leaves the rest active
    const ku = await byKod('KATASTRALNE_UZEMIE');
    expect(['810001', '810002', '810004'].map((k) => ku.get(k)?.aktivna)).toEqual([true, true, true]);
  });
});

describe('hunting districts (POLOVNY_REVIR)', () => {
  it('imports from CSV (district optional) and from GeoJSON; a Point feature removes a stored polygon', async () => {
    const seeded = await byKod('POLOVNY_REVIR');
    const csv = await importCodelist({ typ: 'POLOVNY_REVIR', text: fixture('polovne-reviry.csv'), format: 'csv' });
    expect(csv).toMatchObject({ errors: [], written: 3 });
    const okres = (await byKod('OKRES')).get('SK0323')?.uuid;
    let reviry = await byKod('POLOVNY_REVIR');
    expect(reviry.get('PR-0323-001')).toMatchObject({ label: 'Poľovný revír Zbojská', nadradenaPolozkaUuid: okres });
    expect(reviry.get('PR-0323-002')?.label).toBe('Poľovný revír Bacúšske lazy, spoločenstvo');
    expect(reviry.get('PR-0000-003')?.nadradenaPolozkaUuid).toBeUndefined();
    const uuids = new Map(['PR-0323-001', 'PR-0323-002', 'PR-0000-003'].map((k) => [k, reviry.get(k)?.uuid]));

    // a polygon for PR-0323-002 first, then the fixture gives it as a Point
    const withPolygon = JSON.parse(fixture('polovne-reviry.geojson'));
    withPolygon.features[1].geometry = { type: 'Polygon', coordinates: [[[19.8, 48.83], [19.82, 48.83], [19.82, 48.85], [19.8, 48.83]]] };
    expect((await importCodelist({ typ: 'POLOVNY_REVIR', text: JSON.stringify(withPolygon), format: 'geojson' })).geometrie).toBe(2);
    expect(await ciselnikGeometriaRepo.get('POLOVNY_REVIR', uuids.get('PR-0323-002') as string)).not.toBeNull();

    const geo = await importCodelist({ typ: 'POLOVNY_REVIR', text: fixture('polovne-reviry.geojson'), format: 'geojson' });
    expect(geo).toMatchObject({ errors: [], written: 2, deactivated: 0, geometrie: 1, geometrieOdstranene: 1 });
    reviry = await byKod('POLOVNY_REVIR');
    expect(activeNotIn(seeded, ['PR-0323-001', 'PR-0323-002', 'PR-0000-003'])).toBe(csv.deactivated);
    expect(new Map([...reviry].filter(([k]) => uuids.has(k)).map(([k, v]) => [k, v.uuid]))).toEqual(uuids);
    expect(reviry.get('PR-0000-003')?.aktivna).toBe(false);
    expect(reviry.get('PR-0323-002')).toMatchObject({ aktivna: true, lon: 19.81, lat: 48.84 });
    expect(await ciselnikGeometriaRepo.get('POLOVNY_REVIR', uuids.get('PR-0323-002') as string)).toBeNull();
    const zbojska = await ciselnikGeometriaRepo.get('POLOVNY_REVIR', uuids.get('PR-0323-001') as string);
    // the hole is kept
    expect(zbojska?.geometria.coordinates).toHaveLength(2);
  });

  it('rejects an unknown district code', async () => {
    const result = await importCodelist({ typ: 'POLOVNY_REVIR', text: 'revir_kod,name,okres_kod\nX,Revír X,SK9999\n', format: 'csv' });
    expect(result.errors).toEqual([{ miesto: 'riadok 2', message: 'Nadradená položka OKRES SK9999 neexistuje.' }]);
    expect((await byKod('POLOVNY_REVIR')).has('X')).toBe(false);
  });
});

describe('protected areas (CHRANENE_UZEMIE)', () => {
  it('imports from CSV and GeoJSON with the category', async () => {
    const seeded = await byKod('CHRANENE_UZEMIE');
    const csv = await importCodelist({ typ: 'CHRANENE_UZEMIE', text: fixture('chranene-uzemia.csv'), format: 'csv' });
    expect(csv).toMatchObject({ errors: [], written: 3, deactivated: activeNotIn(seeded, ['NP-NAPANT', 'CHKO-POLANA', 'SKCHVU-TEST1']) });
    const first = await byKod('CHRANENE_UZEMIE');
    expect(first.get('NP-NAPANT')).toMatchObject({ label: 'Národný park Nízke Tatry', kategoria: 'národný park', lon: 19.6, lat: 48.9 });
    expect(first.get('NP-NAPANT')?.nadradenaPolozkaUuid).toBeUndefined();

    const geo = await importCodelist({ typ: 'CHRANENE_UZEMIE', text: fixture('chranene-uzemia.geojson'), format: 'geojson' });
    expect(geo).toMatchObject({ errors: [], written: 2, deactivated: 1, geometrie: 2 });
    const second = await byKod('CHRANENE_UZEMIE');
    expect(second.get('CHKO-POLANA')).toMatchObject({ uuid: first.get('CHKO-POLANA')?.uuid, kategoria: 'chránená krajinná oblasť', lon: 19.475, lat: 48.65 });
    expect(second.get('SKCHVU-TEST1')).toMatchObject({ aktivna: false, kategoria: 'chránené vtáčie územie' });
    expect((await ciselnikGeometriaRepo.get('CHRANENE_UZEMIE', second.get('NP-NAPANT')?.uuid as string))?.bbox).toEqual([19.2, 48.8, 20.2, 49.05]);
  });
});

describe('districts (OKRES) from the reference boundaries', () => {
  it('keeps the seeded districts (uuids, labels, regions) and stores their 79 polygons', async () => {
    const file = path.join(SHARED, 'sk_okresy_simplified.geojson');
    expect(existsSync(file), `reference data missing: ${file}`).toBe(true);
    const before = await byKod('OKRES');

    const result = await importCodelist({ typ: 'OKRES', text: readFileSync(file, 'utf8'), format: 'geojson' });

    expect(result).toMatchObject({ errors: [], rows: 79, written: 79, deactivated: 0, geometrie: 79 });
    const after = await byKod('OKRES');
    for (const [kod, v] of before) {
      expect(after.get(kod), kod).toMatchObject({ uuid: v.uuid, label: v.label, nadradenaPolozkaUuid: v.nadradenaPolozkaUuid, aktivna: true });
    }
    const boxes = await ciselnikGeometriaRepo.listBboxes('OKRES');
    expect(boxes).toHaveLength(79);
    const polygons = await ciselnikGeometriaRepo.getMany('OKRES', boxes.map((b) => b.uuid));
    expect(polygons.map((p) => p.kod).sort()).toEqual([...before.keys()].filter((k) => /^SK0\d{2}[0-9A-Z]$/.test(k)).sort());
    expect(polygons.every((p) => p.geometria.type === 'Polygon' && !p.zjednodusena)).toBe(true);
  });

  it('refuses OKRES from CSV', async () => {
    const result = await importCodelist({ typ: 'OKRES', text: 'okres_kod,name\nSK0323,Brezno\n', format: 'csv' });
    expect(result.errors).toEqual([{ miesto: 'súbor', message: 'Typ OKRES sa dá importovať iba z formátu GEOJSON.' }]);
  });
});
