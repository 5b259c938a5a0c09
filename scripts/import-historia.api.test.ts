/**
 * Historical data: the operator's import (`npm run import:historia`, all-or-nothing,
 * errors by line, a re-import replaces the dataset even when an import dies midway) and the API that
 * reads it (POST /statistiky/historicke-udaje and /export: filters with their 'without' options, sort
 * keys, the summary against hand-computed sums, CSV, rights, malformed input).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { HistorickeUdajePage } from '@shared/api/historicke-udaje';
import { ciselnikRepo } from '../functions/data/ciselnik-repo';
import { historiaRepo } from '../functions/data/historia-repo';
import { keys } from '../functions/data/keys';
import { queryAll } from '../functions/data/query';
import { importHistoria } from '../functions/historicke-udaje/domain/import-historia';
import { historiaDemo } from './seed/data/historia-demo';
import { fileTestApi } from './test/api-harness';

const URL_LIST = '/api/is/statistiky/historicke-udaje';
const URL_EXPORT = '/api/is/statistiky/historicke-udaje/export';
const HEADER = 'id;datumVznikuSkody;poskodeny;povodcaSkody;predmetSkody;katastralneUzemie;okres;polovnyRevir;vyskaSkodyPriznana';

const api = fileTestApi();
let analytik: string;
/** uuid of a history code-list item by its seed code. */
let uuidOf: (typ: string, kod: string) => string;

beforeAll(async () => {
  analytik = await api.sessionCookie('analytik');
  const map = await ciselnikRepo.uuidsByKod(['POVODCA_SKODY_HIST', 'PREDMET_SKODY_HIST', 'KATASTRALNE_UZEMIE_HIST', 'OKRES_HIST', 'POLOVNY_REVIR_HIST']);
  uuidOf = (typ, kod) => map.get(`${typ}#${kod}`) as string;
});

const list = (body: unknown = {}, query = '', cookie = analytik) => api.call<HistorickeUdajePage>('POST', `${URL_LIST}${query}`, { body, cookie });

/** A file in the documented format: BOM, ';', Slovak dates and decimal commas, codes and labels mixed. */
const GOOD = `\uFEFF${HEADER}
A-1;2015-07-14;Ján Kováč;medveď;včelstvá;806528;SK0323;;1 234,50
A-2;3.8.2016;Mária Vargová;VLK;Ovce;Bacúch;;;980
A-3;2016-09-30;Agrofarma Liptov s.r.o.;vlk;hovädzí dobytok;;SK0315;;2000.25
A-4;1.1.2019;Rybárstvo Palárikovo s.r.o.;vydra;ryby;;SK0234;Andovce;0,75
`;

describe('the local demo dataset', () => {
  it('is seeded on the first start when no historical data exists: 160 records, summary over all of them', async () => {
    const demo = historiaDemo();
    const centy = demo.reduce((s, d) => s + d.centy, 0);

    const res = await list();

    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(160);
    expect(res.body.summary).toEqual({ pocet: 160, celkovaSuma: centy / 100, priemer: Math.round(centy / 160) / 100 });
    expect(res.body.historiaSkodovaUdalostList).toHaveLength(20);
  });
});

describe('import of a good file', () => {
  it('replaces the dataset; code lists matched by code or label ignoring case and diacritics; amounts and dates parsed', async () => {
    const result = await importHistoria(GOOD);

    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ rows: 4, written: 4, removed: 160 });
    const res = await list({}, '?sortBy=datumVznikuSkody&sortDirection=ASC');
    expect(res.body.historiaSkodovaUdalostList).toEqual([
      {
        skodovaUdalostUuid: 'A-1',
        poskodenyMeno: 'Ján Kováč',
        datumVznikuSkody: '2015-07-14',
        povodcaSkody: 'medveď',
        predmetSkodyKategoria: 'včelstvá',
        katastralneUzemie: 'Brezno',
        okres: 'Brezno',
        vyskaSkodyPriznana: 1234.5,
      },
      { skodovaUdalostUuid: 'A-2', poskodenyMeno: 'Mária Vargová', datumVznikuSkody: '2016-08-03', povodcaSkody: 'vlk', predmetSkodyKategoria: 'ovce', katastralneUzemie: 'Bacúch', vyskaSkodyPriznana: 980 },
      { skodovaUdalostUuid: 'A-3', poskodenyMeno: 'Agrofarma Liptov s.r.o.', datumVznikuSkody: '2016-09-30', povodcaSkody: 'vlk', predmetSkodyKategoria: 'hovädzí dobytok', okres: 'Liptovský Mikuláš', vyskaSkodyPriznana: 2000.25 },
      {
        skodovaUdalostUuid: 'A-4',
        poskodenyMeno: 'Rybárstvo Palárikovo s.r.o.',
        datumVznikuSkody: '2019-01-01',
        povodcaSkody: 'vydra',
        predmetSkodyKategoria: 'ryby',
        okres: 'Nové Zámky',
        polovnyRevir: 'Andovce',
        vyskaSkodyPriznana: 0.75,
      },
    ]);
    // hand-computed: 1234.50 + 980 + 2000.25 + 0.75 = 4215.50; / 4 = 1053.875 → 1053.88
    expect(res.body.summary).toEqual({ pocet: 4, celkovaSuma: 4215.5, priemer: 1053.88 });
  });

  it('filters: each list with its without option, present-means-restricts, words of the name, the date range', async () => {
    const ids = async (body: unknown) => (await list(body, '?sortBy=datumVznikuSkody&sortDirection=ASC')).body.historiaSkodovaUdalostList.map((r) => r.skodovaUdalostUuid);
    const vlk = uuidOf('POVODCA_SKODY_HIST', 'VLK');

    expect(await ids({ povodcaSkody: [vlk] })).toEqual(['A-2', 'A-3']);
    expect(await ids({ povodcaSkody: [] })).toEqual([]);
    expect(await ids({ katastralneUzemie: [uuidOf('KATASTRALNE_UZEMIE_HIST', '806528')], withoutKatastralneUzemie: true })).toEqual(['A-1', 'A-3', 'A-4']);
    expect(await ids({ withoutOkres: true })).toEqual(['A-2']);
    expect(await ids({ withoutOkres: false })).toEqual([]);
    expect(await ids({ polovnyRevir: [uuidOf('POLOVNY_REVIR_HIST', 'SK0234-PR-001')] })).toEqual(['A-4']);
    expect(await ids({ withoutPolovnyRevir: true })).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await ids({ predmetSkody: [uuidOf('PREDMET_SKODY_HIST', 'OVCE')], withoutPredmetSkody: false })).toEqual(['A-2']);
    expect(await ids({ poskodeny: '  kovac  JAN ' })).toEqual(['A-1']);
    expect(await ids({ from: '2016-01-01', to: '2016-12-31' })).toEqual(['A-2', 'A-3']);
    const filtered = await list({ from: '2016-01-01', to: '2016-12-31' });
    expect(filtered.body.summary).toEqual({ pocet: 2, celkovaSuma: 2980.25, priemer: 1490.13 });
  });

  it('sorts by every key both ways (Slovak collation for names and labels)', async () => {
    const order = async (sortBy: string, dir: string) =>
      (await list({}, `?sortBy=${sortBy}&sortDirection=${dir}`)).body.historiaSkodovaUdalostList.map((r) => r.skodovaUdalostUuid);

    expect(await order('sumaPriznana', 'ASC')).toEqual(['A-4', 'A-2', 'A-1', 'A-3']);
    expect(await order('sumaPriznana', 'DESC')).toEqual(['A-3', 'A-1', 'A-2', 'A-4']);
    expect(await order('datumVznikuSkody', 'DESC')).toEqual(['A-4', 'A-3', 'A-2', 'A-1']);
    expect(await order('poskodeny', 'ASC')).toEqual(['A-3', 'A-1', 'A-2', 'A-4']);
    // medveď < vlk (A-3 before A-2: newer date first on ties) < vydra
    expect(await order('povodcaSkody', 'ASC')).toEqual(['A-1', 'A-3', 'A-2', 'A-4']);
    expect(await order('predmetSkody', 'ASC')).toEqual(['A-3', 'A-2', 'A-4', 'A-1']);
    // empty labels first ascending
    expect(await order('katastralneUzemie', 'ASC')).toEqual(['A-4', 'A-3', 'A-2', 'A-1']);
    expect(await order('okres', 'DESC')).toEqual(['A-4', 'A-3', 'A-1', 'A-2']);
    // page 2 of 4 records: empty, total kept
    const page2 = await list({}, '?page=2');
    expect(page2.body).toMatchObject({ number: 2, size: 20, totalElements: 4, historiaSkodovaUdalostList: [] });
  });

  it('exports the filter as CSV: BOM, ;, Slovak headers, dd.MM.yyyy, decimal commas, the day in the given time zone', async () => {
    const res = await fetch(`${api.origin}${URL_EXPORT}?sortBy=sumaPriznana&sortDirection=DESC&timezone=Pacific/Kiritimati`, {
      method: 'POST',
      headers: { cookie: analytik, origin: api.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ from: '2015-01-01' }),
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="historicke-udaje-${day}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      'ID záznamu;Poškodený;Dátum vzniku škody;Pôvodca škody;Predmet škody;Katastrálne územie;Okres;Poľovný revír;Výška priznanej škody (EUR)',
      'A-3;Agrofarma Liptov s.r.o.;30.09.2016;vlk;hovädzí dobytok;;Liptovský Mikuláš;;2000,25',
      'A-1;Ján Kováč;14.07.2015;medveď;včelstvá;Brezno;Brezno;;1234,50',
      'A-2;Mária Vargová;03.08.2016;vlk;ovce;Bacúch;;;980,00',
      'A-4;Rybárstvo Palárikovo s.r.o.;01.01.2019;vydra;ryby;;Nové Zámky;Andovce;0,75',
      '',
    ]);
  });
});

describe('import of a bad file', () => {
  it('reports every bad line with its number and a Slovak reason and writes nothing', async () => {
    const before = await list({}, '?sortBy=datumVznikuSkody');
    const bad = `${HEADER}
B-1;2017-05-05;Ok Riadok;medveď;ovce;;;;10
B-2;31.2.2017;Zlý Dátum;medveď;ovce;;;;10
;2017-05-05;Bez Id;tiger;ovce;;;;abc

B-1;2099-01-01;Duplicita;vlk;ovce;999999;;;-5
B-5;2017-05-05;Krátky riadok
B-6;2017-05-05;Veľa desatín;vlk;ovce;;;;1,234
`;

    const result = await importHistoria(bad, { today: '2026-11-23' });

    expect(result.errors).toEqual([
      { line: 3, message: 'Dátum „31.2.2017“ nie je platný (rrrr-MM-dd alebo d.M.rrrr).' },
      {
        line: 4,
        message:
          'Chýba id; povodcaSkody „tiger“ nie je v číselníku Pôvodca škody (historické údaje); vyskaSkodyPriznana „abc“ nie je suma v eurách (nezáporné číslo s najviac 2 desatinnými miestami).',
      },
      {
        line: 6,
        message:
          'Id „B-1“ je v súbore už na riadku 2; dátum 2099-01-01 je v budúcnosti; katastralneUzemie „999999“ nie je v číselníku Katastrálne územie (historické údaje); vyskaSkodyPriznana „-5“ nie je suma v eurách (nezáporné číslo s najviac 2 desatinnými miestami).',
      },
      { line: 7, message: 'Počet hodnôt v riadku (3) nezodpovedá počtu stĺpcov v hlavičke (9).' },
      { line: 8, message: 'VyskaSkodyPriznana „1,234“ nie je suma v eurách (nezáporné číslo s najviac 2 desatinnými miestami).' },
    ]);
    expect(result.written).toBe(0);
    expect((await list({}, '?sortBy=datumVznikuSkody')).body).toEqual(before.body);
  });

  it('rejects a header with a missing or unknown column, and a file without records', async () => {
    expect((await importHistoria('id;datum;poskodeny\n1;2015-01-01;x\n')).errors).toEqual([
      {
        line: 1,
        message: `Hlavička: chýba stĺpec datumVznikuSkody; chýba stĺpec povodcaSkody; chýba stĺpec predmetSkody; chýba stĺpec katastralneUzemie; chýba stĺpec okres; chýba stĺpec polovnyRevir; chýba stĺpec vyskaSkodyPriznana; neznámy stĺpec „datum“. Stĺpce sú: ${HEADER}.`,
      },
    ]);
    expect((await importHistoria(`${HEADER}\n`)).errors).toEqual([{ line: 2, message: 'Súbor neobsahuje žiadne záznamy.' }]);
  });
});

describe('re-import', () => {
  it('replaces the whole dataset with a comma-separated file and deletes the previous generation', async () => {
    const old = await historiaRepo.aktualna();
    const csv = `${HEADER.replaceAll(';', ',')}\nC-1,2020-06-01,"Novák, Peter",rys,kozy,,,,"12,30"\nC-2,2020-06-02,,,,,,,\n`;

    const result = await importHistoria(csv);

    expect(result).toMatchObject({ errors: [], written: 2, removed: 4 });
    const res = await list();
    expect(res.body.historiaSkodovaUdalostList.map((r) => [r.skodovaUdalostUuid, r.poskodenyMeno, r.vyskaSkodyPriznana])).toEqual([
      ['C-2', undefined, 0],
      ['C-1', 'Novák, Peter', 12.3],
    ]);
    const oldRows = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.historiaRow(old?.gen as string, '2016', '', '').pk } });
    expect(oldRows).toEqual([]);
  });

  it('an import that dies midway leaves the current dataset as it was; the next import removes its rows', async () => {
    const before = await list();
    const many = [HEADER, ...Array.from({ length: 1200 }, (_, i) => `D-${i};2018-0${1 + (i % 9)}-1${i % 10};Meno ${i};vlk;ovce;;;;${i}`)].join('\n');
    const crash = new Error('process died');

    await expect(importHistoria(many, { afterChunk: () => Promise.reject(crash) })).rejects.toBe(crash);

    expect((await list()).body).toEqual(before.body);
    const markers = await queryAll<{ gen: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': 'HISTORIA', ':sk': 'GENERACIA#' },
    });
    expect(markers).toHaveLength(2);
    const result = await importHistoria(GOOD);
    // the 2 records replaced and the 500 rows of the interrupted import
    expect(result).toMatchObject({ errors: [], written: 4, removed: 502 });
    expect((await list()).body.totalElements).toBe(4);
  });
});

describe('the operator command', () => {
  it('npm run import:historia rejects a bad file with errors by line and exit code 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'historia-'));
    const file = path.join(dir, 'zly.csv');
    writeFileSync(file, `${HEADER}\nX-1;2015-13-01;;;;;;;1\n`);

    const run = promisify(execFile)('npx', ['tsx', 'scripts/import-historia.ts', file], { env: { ...process.env }, cwd: process.cwd() });

    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('riadok 2: Dátum „2015-13-01“ nie je platný (rrrr-MM-dd alebo d.M.rrrr).'),
    });
  }, 60_000);
});

describe('rights and malformed input', () => {
  it('answers 403 without VYHODNOCOVANIE_HISTORICKYCH_UDAJOV and 401 without a session', async () => {
    for (const login of ['skody', 'bezprav']) {
      const cookie = await api.sessionCookie(login);
      expect((await list({}, '', cookie)).status).toBe(403);
      expect((await api.call('POST', URL_EXPORT, { body: {}, cookie })).status).toBe(403);
    }
    expect((await api.call('POST', URL_LIST, { body: {} })).status).toBe(401);
  });

  it('answers a Slovak 400 for a malformed filter, an inverted range and an unknown time zone; a bad sort falls back', async () => {
    const bad = await list({ povodcaSkody: ['nie-uuid'], poskodeny: 'x'.repeat(256) });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).fieldErrors.map((e) => e.fieldName).sort()).toEqual(['poskodeny', 'povodcaSkody.0']);
    const range = await list({ from: '2020-02-01', to: '2020-01-01' });
    expect(range.status).toBe(400);
    expect((range.body as unknown as ErrorBody).fieldErrors).toEqual([{ fieldName: 'from', message: 'Dátum od nemôže byť neskôr ako dátum do.' }]);
    const tz = await api.call<ErrorBody>('POST', `${URL_EXPORT}?timezone=Mars/Olympus`, { body: {}, cookie: analytik });
    expect(tz.status).toBe(400);
    expect(JSON.stringify(tz.body)).toContain('Neznáma časová zóna.');
    const page = await list({}, '?page=-3');
    expect(page.status).toBe(200);
    expect(page.body.number).toBe(1);
    const sort = await list({}, '?sortBy=xyz&sortDirection=sideways');
    expect(sort.status).toBe(400);
    expect((sort.body as unknown as ErrorBody).fieldErrors.map((e) => e.fieldName)).toEqual(['sortBy', 'sortDirection']);
    expect((await api.call('POST', URL_LIST, { rawBody: '{', cookie: analytik })).status).toBe(400);
  });
});
