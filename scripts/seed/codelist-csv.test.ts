import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseObecCsv, splitCsv } from './codelist-csv';
import { OKRESY } from './data/ciselniky';

const HEADER = 'lau2_code,obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat';

describe('parseObecCsv', () => {
  it('parses a well-formed file with an extra leading column', () => {
    const csv = [
      HEADER,
      'SK0323900001,900001,Brezno,SK0323,okres Brezno,SK032,Banskobystrický kraj,19.64,48.80',
      'SK0315900002,900002,Liptovský Mikuláš,SK0315,okres Liptovský Mikuláš,SK031,Žilinský kraj,19.61,49.08',
      '',
    ].join('\n');
    const { rows, errors } = parseObecCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { kod: '900001', label: 'Brezno', okresKod: 'SK0323', krajKod: 'SK032', lon: 19.64, lat: 48.8 },
      { kod: '900002', label: 'Liptovský Mikuláš', okresKod: 'SK0315', krajKod: 'SK031', lon: 19.61, lat: 49.08 },
    ]);
  });

  it('accepts a UTF-8 BOM, CRLF line ends and a different column order', () => {
    const csv = '\uFEFFname,lat,lon,obec_kod,kraj_nuts3,kraj_name,okres_lau1,okres_name\r\nŠumiac,48.84,20.12,1,SK032,Banskobystrický kraj,SK0323,Brezno\r\n';
    const { rows, errors } = parseObecCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ kod: '1', label: 'Šumiac', okresKod: 'SK0323', krajKod: 'SK032', lon: 20.12, lat: 48.84 }]);
  });

  it('handles quoted fields with commas, escaped quotes and line breaks', () => {
    const csv = [
      'obec_kod,name,okres_lau1,okres_name,kraj_nuts3,kraj_name,lon,lat',
      '10,"Košice - okolie, obec ""Test""",SK0426,"Košice - okolie",SK042,"Košický kraj",21.2,48.7',
      '11,"Dva\nriadky",SK0426,x,SK042,y,21.3,48.6',
      '12,Tretia,SK0426,x,SK042,y,oops,48.6',
    ].join('\n');
    const { rows, errors } = parseObecCsv(csv);
    expect(rows.map((r) => r.label)).toEqual(['Košice - okolie, obec "Test"', 'Dva\nriadky']);
    // the record after a quoted line break starts on physical line 5
    expect(errors).toEqual([{ line: 5, message: 'Hodnota „oops“ v stĺpci lon (zemepisná dĺžka) nie je číslo.' }]);
  });

  it('reports bad rows with their line numbers and keeps the good ones', () => {
    const csv = [
      HEADER,
      'a,1,Dobrá,SK0323,x,SK032,y,19.5,48.8',
      'b,,Bez kódu,SK0323,x,SK032,y,19.5,48.8',
      'c,3,,SK0323,x,SK032,y,19.5,48.8',
      'd,4,Viedeň,SK0323,x,SK032,y,16.37,48.21',
      'e,5,Mimo,SK0323,x,SK032,y,19.5,50.1',
      'f,1,Duplicita,SK0323,x,SK032,y,19.5,48.8',
      'g,7,Krátky riadok,SK0323',
      'h,8,Bez okresu,,x,SK032,y,19.5,48.8',
    ].join('\n');
    const { rows, errors } = parseObecCsv(csv);
    expect(rows.map((r) => r.kod)).toEqual(['1']);
    expect(errors).toEqual([
      { line: 3, message: 'Chýba kód obce (stĺpec obec_kod).' },
      { line: 4, message: 'Chýba názov obce (stĺpec name).' },
      { line: 5, message: 'Hodnota 16,37 v stĺpci lon (zemepisná dĺžka) je mimo územia Slovenska (16,8 – 22,6).' },
      { line: 6, message: 'Hodnota 50,1 v stĺpci lat (zemepisná šírka) je mimo územia Slovenska (47,7 – 49,7).' },
      { line: 7, message: 'Duplicitný kód obce 1 (prvý výskyt na riadku 2).' },
      { line: 8, message: 'Počet hodnôt v riadku (4) nezodpovedá počtu stĺpcov v hlavičke (9).' },
      { line: 9, message: 'Chýba kód okresu (stĺpec okres_lau1).' },
    ]);
  });

  it('rejects a header with missing required columns', () => {
    const { rows, errors } = parseObecCsv('obec_kod,name,okres_name,kraj_nuts3,kraj_name,lon\n1,A,x,SK032,y,19.5\n');
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(1);
    expect(errors[0].message).toMatch(/^V hlavičke chýbajú povinné stĺpce okres_lau1, lat\. /);
  });

  it('reports an empty file, a header-only file and unterminated quotes', () => {
    expect(parseObecCsv('').errors[0].message).toMatch(/^Súbor je prázdny/);
    expect(parseObecCsv('\uFEFF\r\n').errors[0].message).toMatch(/^Súbor je prázdny/);
    expect(parseObecCsv(`${HEADER}\n`).errors).toEqual([{ line: 1, message: 'Súbor neobsahuje žiadne obce – je v ňom iba hlavička.' }]);
    expect(splitCsv('a,"b\nc').errors).toEqual([{ line: 1, message: 'Neukončené úvodzovky – záznam pokračuje až do konca súboru.' }]);
  });
});

describe('reference municipality list', () => {
  // CI always has ../shared beside the repository; a missing file is a failure, not a skip.
  const file = path.resolve(process.cwd(), '../shared/data/slovakia/sk_obce_centroids.csv');

  it('parses without errors and every district exists among the seeded OKRES codes', () => {
    if (!existsSync(file)) {
      throw new Error(`Reference data is missing: ${file} (expected ../shared/data/slovakia beside the repository).`);
    }
    const { rows, errors } = parseObecCsv(readFileSync(file, 'utf8'));
    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThan(2900);
    const okresKody = new Set(OKRESY.map((o) => o.kod));
    const unknown = [...new Set(rows.map((r) => r.okresKod))].filter((k) => !okresKody.has(k));
    expect(unknown).toEqual([]);
    // each district's parent region matches the region code in the file
    const krajOfOkres = new Map(OKRESY.map((o) => [o.kod, o.nadradenyKod]));
    const mismatched = rows.filter((r) => krajOfOkres.get(r.okresKod) !== r.krajKod).map((r) => r.kod);
    expect(mismatched).toEqual([]);
  });
});
