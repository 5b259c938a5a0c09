import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCodelistCsv, parseObecCsv, splitCsv } from './codelist-csv';
import { CODELIST_FORMATS } from './codelist-formats';
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
      { line: 2, kod: '900001', label: 'Brezno', okresKod: 'SK0323', krajKod: 'SK032', lon: 19.64, lat: 48.8 },
      { line: 3, kod: '900002', label: 'Liptovský Mikuláš', okresKod: 'SK0315', krajKod: 'SK031', lon: 19.61, lat: 49.08 },
    ]);
  });

  it('accepts a UTF-8 BOM, CRLF line ends and a different column order', () => {
    const csv = '\uFEFFname,lat,lon,obec_kod,kraj_nuts3,kraj_name,okres_lau1,okres_name\r\nŠumiac,48.84,20.12,1,SK032,Banskobystrický kraj,SK0323,Brezno\r\n';
    const { rows, errors } = parseObecCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, kod: '1', label: 'Šumiac', okresKod: 'SK0323', krajKod: 'SK032', lon: 20.12, lat: 48.84 }]);
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
    expect(splitCsv('a,b\n1,2\n\n3,"x\ny').errors).toEqual([{ line: 4, message: 'Neukončené úvodzovky – záznam pokračuje až do konca súboru.' }]);
  });

  it('reports a stray quote inside a value with its line', () => {
    const { rows, errors } = parseObecCsv(`${HEADER}\na,1,Dobrá,SK0323,x,SK032,y,19.5,48.8\nb,2,Zlá "obec",SK0323,x,SK032,y,19.5,48.8\n`);
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(3);
    expect(errors[0].message).toMatch(/^Nesprávne použité úvodzovky/);
  });
});

describe('parseCodelistCsv', () => {
  const KU = CODELIST_FORMATS.KATASTRALNE_UZEMIE;

  it('reads cadastral areas with and without a representative point', () => {
    const { rows, errors } = parseCodelistCsv(KU, '\uFEFFku_kod,name,obec_kod,lon,lat\r\n810001,Brezno,508497,19.64,48.81\r\n810002,Mazorníkovo,508497,,\r\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, kod: '810001', label: 'Brezno', parentKod: '508497', lon: 19.64, lat: 48.81, attributes: {} },
      { line: 3, kod: '810002', label: 'Mazorníkovo', parentKod: '508497', lon: undefined, lat: undefined, attributes: {} },
    ]);
  });

  it('requires the municipality of a cadastral area and reports every bad row by line', () => {
    const csv = [
      'ku_kod,name,obec_kod,lon,lat',
      '1,Dobré,508497,19.6,48.8',
      '2,Bez obce,,19.6,48.8',
      ',Bez kódu,508497,,',
      '4,,508497,,',
      '5,Len dĺžka,508497,19.6,',
      '6,Viedeň,508497,16.37,48.21',
      '1,Duplicita,508497,,',
      `8,${'x'.repeat(101)},508497,,`,
    ].join('\n');
    const { rows, errors } = parseCodelistCsv(KU, csv);
    expect(rows.map((r) => r.kod)).toEqual(['1']);
    expect(errors).toEqual([
      { line: 3, message: 'Chýba kód obce (stĺpec obec_kod).' },
      { line: 4, message: 'Chýba kód katastrálneho územia (stĺpec ku_kod).' },
      { line: 5, message: 'Chýba názov katastrálneho územia (stĺpec name).' },
      { line: 6, message: 'Chýba lat (zemepisná šírka).' },
      { line: 7, message: 'Hodnota 16,37 v stĺpci lon (zemepisná dĺžka) je mimo územia Slovenska (16,8 – 22,6).' },
      { line: 8, message: 'Duplicitný kód katastrálneho územia 1 (prvý výskyt na riadku 2).' },
      { line: 9, message: 'Názov katastrálneho územia je dlhší ako 100 znakov.' },
    ]);
  });

  it('rejects a header without the required columns or with only one of lon/lat', () => {
    expect(parseCodelistCsv(KU, 'ku_kod,name\n1,A\n').errors).toEqual([
      { line: 1, message: 'V hlavičke chýba povinný stĺpec obec_kod. Povinné stĺpce sú: ku_kod, name, obec_kod.' },
    ]);
    expect(parseCodelistCsv(KU, 'ku_kod,name,obec_kod,lon\n1,A,2,19.5\n').errors).toEqual([
      { line: 1, message: 'Stĺpce lon a lat musia byť v hlavičke oba alebo ani jeden.' },
    ]);
    expect(parseCodelistCsv(KU, 'ku_kod,name,obec_kod\n').errors).toEqual([
      { line: 1, message: 'Súbor neobsahuje žiadne položky – je v ňom iba hlavička.' },
    ]);
  });

  it('hunting districts: the district is optional', () => {
    const { rows, errors } = parseCodelistCsv(CODELIST_FORMATS.POLOVNY_REVIR, 'revir_kod,name,okres_kod\nA,Revír A,SK0323\nB,"Revír B, spoločenstvo",\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.kod, r.label, r.parentKod])).toEqual([
      ['A', 'Revír A', 'SK0323'],
      ['B', 'Revír B, spoločenstvo', undefined],
    ]);
  });

  it('takes an optional order (poradie, as the CSV export writes it) and refuses one that is no whole number from 1', () => {
    const ok = parseCodelistCsv(CODELIST_FORMATS.POLOVNY_REVIR, 'revir_kod,name,poradie\nA,Revír A,2\nB,Revír B,\n');
    const bad = parseCodelistCsv(CODELIST_FORMATS.POLOVNY_REVIR, 'revir_kod,name,poradie\nA,Revír A,0\nB,Revír B,"1,5"\n');
    expect(ok.errors).toEqual([]);
    expect(ok.rows.map((r) => [r.kod, r.poradie])).toEqual([
      ['A', 2],
      ['B', undefined],
    ]);
    expect(bad.errors).toEqual([
      { line: 2, message: 'Poradie musí byť celé číslo od 1 do 100 000 (stĺpec poradie: 0).' },
      { line: 3, message: 'Poradie musí byť celé číslo od 1 do 100 000 (stĺpec poradie: 1,5).' },
    ]);
  });

  it('protected areas keep their category when given', () => {
    const { rows, errors } = parseCodelistCsv(CODELIST_FORMATS.CHRANENE_UZEMIE, 'name,uzemie_kod,kategoria\nNP Nízke Tatry,NAPANT,národný park\nBez kategórie,X,\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.attributes)).toEqual([{ kategoria: 'národný park' }, {}]);
  });

  it('parses the hand-made fixtures', () => {
    const dir = path.resolve(__dirname, '../test/fixtures/codelists');
    for (const [typ, file, count] of [
      ['KATASTRALNE_UZEMIE', 'katastralne-uzemia.csv', 4],
      ['POLOVNY_REVIR', 'polovne-reviry.csv', 3],
      ['CHRANENE_UZEMIE', 'chranene-uzemia.csv', 3],
    ] as const) {
      const { rows, errors } = parseCodelistCsv(CODELIST_FORMATS[typ], readFileSync(path.join(dir, file), 'utf8'));
      expect(errors, file).toEqual([]);
      expect(rows, file).toHaveLength(count);
    }
    expect(parseObecCsv(readFileSync(path.join(dir, 'obce.csv'), 'utf8')).errors).toEqual([]);
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
