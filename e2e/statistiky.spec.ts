import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { recordScreenshot, signIn } from './helpers';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';
import { datum, poskodeny, povodca, predmet } from './statistiky-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * Statistics 'Tabuľka' (spec part 1 §2, §3 'Statistics row', 'Statistics filter', §6, §7, §8, §9, and
 * the charts): three damage events with four damaged items made through the staff API of
 * 'spravca' (notification → event, injured party, final statement's pôvodca, items priced by the seeded
 * price lists), then read by 'analytik' (VYHODNOCOVANIE_UDAJOV without EVIDENCIA_SKOD) and 'spravca':
 * the default filter from 1 January, each filter kind in the URL, sort, the summary against the rows,
 * the name link only with EVIDENCIA_SKOD, the CSV and open-data downloads, the charts with their tables,
 * the forbidden page without the right.
 *
 * The set (injured names contain 'Grafov', so the filter 'grafov' isolates it from the other specs' data):
 *   E1 Salaš Grafová s.r.o.  today           medveď  lamb 30 kg × 2 = 216,00 (kataster A); bee colonies 3 × 120 = 360,00 (kataster A)
 *   E2 Ján Grafový           <last year>-08-15 vlk   lamb 30 kg × 1 = 108,00 (kataster B)
 *   E3 Farma Grafová s.r.o.  <last year>-10-03 —     lamb 20 kg × 1 =  72,00 (kataster C)
 * 4 items of 3 events, 756,00 EUR, average 189,00 EUR; this year: 2 items of E1, 576,00 EUR.
 */
const ST = '/is/statistiky';
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(new Date()));
const LAST = YEAR - 1;
const table = (page: Page) => page.getByRole('table', { name: 'Štatistiky škôd' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const sumar = (page: Page, label: string) => page.getByRole('region', { name: 'Súhrn za celý filter' }).locator('.es-sumar__item', { hasText: label }).locator('dd');
/** '1 234,50 EUR' → 1234.5 */
const eur = (text: string) => Number(text.replace(/[\s\u00a0]|EUR/g, '').replace(',', '.'));

interface Ciselnik {
  type: string;
  values: { uuid: string; label: string; kod?: string }[];
}
interface Data {
  medved: { uuid: string; label: string };
  vlk: { uuid: string; label: string };
  ku: { uuid: string; label: string }[];
  ok: { uuid: string; label: string }[];
  sop: { uuid: string; nazov: string };
}

async function codes(api: APIRequestContext): Promise<Omit<Data, 'sop'> & { druhSkody: string }> {
  const lists = await ok<Ciselnik[]>(await api.get(`${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE,OKRES,POVODCA_SKODY`), 'ciselniky');
  const of = (t: string) => lists.find((l) => l.type === t)?.values ?? [];
  const povodcovia = of('POVODCA_SKODY');
  const medved = povodcovia.find((p) => p.kod === 'MEDVED_HNEDY') ?? povodcovia[0];
  const vlk = povodcovia.find((p) => p.label.startsWith('vlk')) ?? povodcovia[1];
  return { medved, vlk, ku: of('KATASTRALNE_UZEMIE').slice(0, 3), ok: of('OKRES').slice(0, 2), druhSkody: (of('DRUH_SKODY').find((d) => d.kod === 'USMRTENIE') ?? of('DRUH_SKODY')[0]).uuid };
}

/** The three events of the set through the staff API of 'spravca'. */
async function seed(api: APIRequestContext): Promise<Data> {
  const c = await codes(api);
  const lamb = (kg: string, n: string) => ({ druhSkody: c.druhSkody, hmotnost: kg, pocetVRovnakejKategorii: n, chovnost: '' });

  const e1 = (await udalost(api, 'Medveď v ovčíne a vo včelíne.')).uuid;
  const sop = await datum(api, e1, new Date().toISOString().slice(0, 10));
  await poskodeny(api, e1, { typSubjektu: 'PO', ico: '51234567', obchodneMeno: 'Salaš Grafová s.r.o.' });
  await povodca(api, e1, c.medved.uuid);
  await predmet(api, e1, 'jahna', lamb('30', '2'), c.ku[0].uuid, c.ok[0].uuid, ['48.7301', '19.4512']);
  await predmet(api, e1, 'vcelstva', { druhSkody: c.druhSkody, typ: 'VCELSTVO', nadobudaciaHodnota: '0', pocetVRovnakejKategorii: '3', odchytene: 'false' }, c.ku[0].uuid, c.ok[0].uuid, [
    '48.7305',
    '19.4520',
  ]);

  const e2 = (await udalost(api, 'Vlk strhol jahňa.')).uuid;
  await datum(api, e2, `${LAST}-08-15`);
  await poskodeny(api, e2, { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Grafový', gdprSuhlas: true, datumSuhlasu: `${LAST}-08-15` });
  await povodca(api, e2, c.vlk.uuid);
  await predmet(api, e2, 'jahna', lamb('30', '1'), c.ku[1].uuid, c.ok[1].uuid, ['49.0612', '20.2987']);

  const e3 = (await udalost(api, 'Neznámy pôvodca.')).uuid;
  await datum(api, e3, `${LAST}-10-03`);
  await poskodeny(api, e3, { typSubjektu: 'PO', ico: '51234568', obchodneMeno: 'Farma Grafová s.r.o.' });
  await predmet(api, e3, 'jahna', lamb('20', '1'), c.ku[2].uuid, c.ok[1].uuid, ['48.1486', '17.1077']);

  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; nazov: string }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  return { ...c, sop: organizaciaList.find((o) => o.uuid === sop) as Data['sop'] };
}

/** The amounts of the table's rows, in order. */
async function sumy(page: Page): Promise<number[]> {
  return (await bodyRows(page).locator('td[data-label="Výška škody za predmet"]').allTextContents()).map(eur);
}

/** Elements reaching past `right` (px): a layout that overflows its column or the phone's screen. */
async function outside(page: Page, right: number): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > limit + 2)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
    right,
  );
}

async function expectRows(page: Page, n: number) {
  await expect(bodyRows(page)).toHaveCount(n);
}

test('statistics table: default from 1 January, filters in the URL, sort, summary, name link by right, CSV and open data, charts, rights', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const spravca = await signedIn(browser, base, 'spravca');
  const d = await seed(spravca.request);

  const context = await browser.newContext({ baseURL: base, locale: 'sk-SK', acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'analytik', `${ST}?poskodeny=grafov`);

  // ---- tabs by right, the default filter from 1 January (not in the URL) -----------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Štatistiky' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Štatistiky' });
  await expect(tabs.getByRole('link')).toHaveText(['Tabuľka', 'Heatmapa', 'Hist. údaje', 'Účinnosť opatrení', 'Očakávané výplaty']);
  await expect(tabs.getByRole('link', { name: 'Tabuľka' })).toHaveAttribute('aria-current', 'page');
  // the filter goes along to the heatmap tab
  await expect(tabs.getByRole('link', { name: 'Heatmapa' })).toHaveAttribute('href', /\/is\/statistiky\/heatmapa\?poskodeny=grafov/);
  await expect(page.getByLabel('Dátum vzniku škody od')).toHaveValue(`01.01.${YEAR}`);
  await expect(page.getByRole('list', { name: 'Aktívne filtre' })).toContainText(`Od: 01.01.${YEAR}`);
  expect(new URL(page.url()).searchParams.has('from')).toBe(false);
  await expectRows(page, 2);
  expect((await sumy(page)).sort((a, b) => a - b)).toEqual([216, 360]);
  await expect(sumar(page, 'Počet škodových udalostí')).toHaveText('1');
  await expect(sumar(page, 'Počet predmetov')).toHaveText('2');
  await expect(sumar(page, 'Celková suma')).toHaveText(/^576,00\sEUR$/);
  await expect(sumar(page, 'Priemer')).toHaveText(/^288,00\sEUR$/);
  // analytik has no EVIDENCIA_SKOD: the injured name is text, not a link
  await expect(table(page).getByText('Salaš Grafová s.r.o.').first()).toBeVisible();
  await expect(table(page).getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, '1-predvoleny-filter');

  // ---- clearing 'from' is kept in the URL as from= (not the default again), also after a reload --------
  await page.getByRole('list', { name: 'Aktívne filtre' }).getByRole('button', { name: /^Od:/ }).click();
  await expect(page).toHaveURL(/[?&]from=(&|$)/);
  await expectRows(page, 4);
  await page.reload();
  await expect(page.getByLabel('Dátum vzniku škody od')).toHaveValue('');
  await expectRows(page, 4);

  // ---- the summary is the rows' sum (the whole filter) ------------------------------------------------
  const all = await sumy(page);
  expect(all.reduce((a, b) => a + b, 0)).toBeCloseTo(756, 2);
  await expect(sumar(page, 'Počet škodových udalostí')).toHaveText('3');
  await expect(sumar(page, 'Počet predmetov')).toHaveText('4');
  expect(eur((await sumar(page, 'Celková suma').textContent()) as string)).toBeCloseTo(756, 2);
  await expect(sumar(page, 'Priemer')).toHaveText(/^189,00\sEUR$/);
  await expect(page.getByText('Zobrazených 1 - 4 z 4 záznamov')).toBeVisible();

  // ---- sort: the amount column DESC on its first click, then ASC; in the URL -------------------------
  await page.getByRole('button', { name: /^Výška škody za predmet/ }).click();
  await expect(page).toHaveURL(/sortBy=vyskaSkodyZaPredmet/);
  await expect(page.getByRole('columnheader', { name: /Výška škody za predmet/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => sumy(page)).toEqual([360, 216, 108, 72]);
  await page.getByRole('button', { name: /^Výška škody za predmet/ }).click();
  await expect(page).toHaveURL(/sortDirection=ASC/);
  await expect.poll(() => sumy(page)).toEqual([72, 108, 216, 360]);
  await page.getByRole('button', { name: /^Dátum vzniku škody/ }).click();
  // the date is the default column: only its direction goes into the URL
  await expect(page).not.toHaveURL(/sortBy=/);
  await expect(page).toHaveURL(/sortDirection=ASC/);
  await expect(bodyRows(page).first()).toContainText(`15.08.${LAST}`);
  await table(page).getByRole('button', { name: 'Poškodený' }).click();
  await expect(page.getByRole('columnheader', { name: /Poškodený/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(page).first()).toContainText('Salaš Grafová s.r.o.');

  // ---- each filter kind from the form, into the URL ---------------------------------------------------
  const FROM_CLEARED = `${ST}?from=&poskodeny=grafov`;
  await page.goto(FROM_CLEARED);
  await page.getByText('Predmet škody: Všetky').click();
  await page.getByLabel('Včelstvá', { exact: true }).click();
  await expect(page).toHaveURL(/predmetSkody=VCELSTVA/);
  await expectRows(page, 1);
  await expect(bodyRows(page).first()).toContainText('Včelstvá');
  await page.getByLabel('Bez predmetu škody').click();
  await expect(page).toHaveURL(/withoutPredmetSkody=true/);
  await expectRows(page, 1);
  await shot(page, testInfo, '2-filter-predmet');

  await page.goto(FROM_CLEARED);
  await page.getByText('Pôvodca škody: Všetky').click();
  await page.getByLabel(d.medved.label, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`povodcaSkody=${d.medved.uuid}`));
  await expectRows(page, 2);
  await page.getByLabel('Bez pôvodcu škody').click();
  await expect(page).toHaveURL(/withoutPovodcaSkody=true/);
  // medveď or none: E1's two items and E3's
  await expectRows(page, 3);
  await page.getByLabel(d.medved.label, { exact: true }).click();
  await expectRows(page, 1);
  await expect(bodyRows(page).first()).toContainText('Farma Grafová s.r.o.');
  await expect(bodyRows(page).first().locator('td[data-label="Pôvodca škody"]')).toHaveText('-');

  // the date range typed into the form: from the first of August to the end of September of last year
  await page.goto(FROM_CLEARED);
  await page.getByLabel('Dátum vzniku škody od').fill(`01.08.${LAST}`);
  await page.getByLabel('Dátum vzniku škody do').fill(`30.09.${LAST}`);
  await page.getByLabel('Dátum vzniku škody do').press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${LAST}-08-01`));
  await expect(page).toHaveURL(new RegExp(`to=${LAST}-09-30`));
  await expectRows(page, 1);
  await expect(bodyRows(page).first()).toContainText('Ján Grafový');

  // okres, katastrálne územie, pracovisko and their 'without' options, typed into the URL: the form shows them
  await page.goto(`${FROM_CLEARED}&okres=${d.ok[1].uuid}`);
  await expect(page.getByText(`Okres: ${d.ok[1].label}`)).toBeVisible();
  await expectRows(page, 2);
  await page.goto(`${FROM_CLEARED}&katastralneUzemie=${d.ku[2].uuid}`);
  await expect(page.getByText(`Katastrálne územie: ${d.ku[2].label}`)).toBeVisible();
  await expectRows(page, 1);
  await page.goto(`${FROM_CLEARED}&uzemnePrislusnePracovisko=${d.sop.uuid}`);
  await expect(page.getByText(`Územne príslušné pracovisko: ${d.sop.nazov}`)).toBeVisible();
  // all three events come from notifications of the same workplace
  await expectRows(page, 4);
  await page.goto(`${FROM_CLEARED}&withoutOkres=true&withoutKatastralneUzemie=true&withoutUzemnePrislusnePracovisko=true`);
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne údaje.')).toBeVisible();
  await page.goto(`${FROM_CLEARED}&withoutOkres=true&okres=${d.ok[0].uuid}`);
  await expectRows(page, 2);
  const tags = page.getByRole('list', { name: 'Aktívne filtre' });
  await expect(tags).toContainText('Bez okresu');
  await expect(tags).toContainText('Poškodený: grafov');

  // the injured-party text from the form; a page past the end; malformed values fall back to the defaults
  await page.goto(`${ST}?from=`);
  await page.getByLabel('Poškodený', { exact: true }).fill('  grafový ján ');
  await expect(page).toHaveURL(/poskodeny=grafov%C3%BD(\+|%20)j%C3%A1n/);
  await expectRows(page, 1);
  await page.goto(`${FROM_CLEARED}&page=9`);
  await expect(page.getByText('Na aktuálnej stránke sa nenachádzajú žiadne údaje.')).toBeVisible();
  await expect(page.getByText('Zobrazených 0 - 0 z 4 záznamov')).toBeVisible();
  await page.goto(`${ST}?poskodeny=grafov&from=2020-02-31&page=abc&sortBy=heslo&okres=zle&predmetSkody=KONE,VCELSTVA`);
  await expect(page.getByLabel('Dátum vzniku škody od')).toHaveValue(`01.01.${YEAR}`);
  await expect(page.getByText('Predmet škody: Včelstvá')).toBeVisible();
  await expect(page.getByText('Okres: Všetky')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Dátum vzniku škody/ })).toHaveAttribute('aria-sort', 'descending');
  await expectRows(page, 1);
  // 'Zrušiť filtre': back to the defaults (from 1 January), a clean URL
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(new RegExp(`${ST}/?$`));
  await expect(page.getByLabel('Dátum vzniku škody od')).toHaveValue(`01.01.${YEAR}`);

  // ---- 'Export do CSV': BOM, Slovak header, decimal comma, the table's order -----------------------------
  await page.goto(`${FROM_CLEARED}&sortBy=vyskaSkodyZaPredmet&sortDirection=ASC`);
  await expectRows(page, 4);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export do CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^statistiky-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = readFileSync((await csv.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Kód škodovej udalosti;Poškodený;Dátum vzniku škody;Pôvodca škody;Predmet škody;Katastrálne územie;Územne príslušné pracovisko;Výška škody za predmet (EUR)');
  expect(lines).toHaveLength(5);
  expect(lines.map((l) => l.split(';').at(-1))).toEqual(['Výška škody za predmet (EUR)', '72,00', '108,00', '216,00', '360,00']);
  expect(lines[2]).toContain(`;Ján Grafový;15.08.${LAST};${d.vlk.label};Ovce;${d.ku[1].label};`);

  // ---- open data (10 km grid): CSV without names ------------------------------------------------------
  const [open] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
  const openBytes = readFileSync((await open.path()) as string);
  expect([...openBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const openText = openBytes.subarray(3).toString('utf8');
  const openLines = openText.trimEnd().split('\r\n');
  expect(openLines[0].split(';')).toEqual(expect.arrayContaining(['bunka', 'pocetPredmetov', 'suma']));
  expect(openLines.length).toBeGreaterThan(1);
  expect(openLines.slice(1).join('\n')).toMatch(/10kmE\d+N\d+/);
  expect(openText).not.toContain('Grafov');
  const [geo] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GeoJSON', exact: true }).click()]);
  const geojson = JSON.parse(readFileSync((await geo.path()) as string, 'utf8')) as { type: string; features: unknown[] };
  expect(geojson.type).toBe('FeatureCollection');
  expect(geojson.features.length).toBe(openLines.length - 1);

  // ---- the filter goes along to the heatmap tab and back (page and sort stay behind) ------------------------
  await page.goto(`${FROM_CLEARED}&predmetSkody=OVCE&sortBy=vyskaSkodyZaPredmet`);
  await page.getByRole('navigation', { name: 'Štatistiky' }).getByRole('link', { name: 'Heatmapa' }).click();
  await expect(page).toHaveURL(/\/is\/statistiky\/heatmapa\?/);
  await expect(page).toHaveURL(/predmetSkody=OVCE/);
  await expect(page).toHaveURL(/[?&]from=(&|$)/);
  await expect(page).not.toHaveURL(/sortBy=/);
  await page.getByRole('navigation', { name: 'Štatistiky' }).getByRole('link', { name: 'Tabuľka' }).click();
  await expect(page).toHaveURL(/\/is\/statistiky\/?\?.*predmetSkody=OVCE/);
  await expectRows(page, 3);

  // ---- charts: loaded when opened, each with its data table ------------------------------------------------
  await page.goto(FROM_CLEARED);
  await page.getByText('Zobraziť grafy pre aktuálny filter').click();
  const grafy = page.locator('details.es-grafy');
  await expect(grafy.getByRole('img')).toHaveCount(6, { timeout: 20_000 });
  for (const caption of ['Škody podľa mesiaca (sezóna)', 'Škody podľa pôvodcu', 'Škody podľa predmetu škody', 'Škody podľa kraja', 'Škody medziročne', 'Ohlásené, šetrené a vyplatené']) {
    await expect(grafy.getByRole('table', { name: caption })).toBeVisible();
  }
  const predmety = grafy.getByRole('table', { name: 'Škody podľa predmetu škody' });
  await expect(predmety.getByRole('row', { name: /Včelstvá/ })).toContainText('360,00');
  await expect(predmety.getByRole('row', { name: /Ovce/ })).toContainText('396,00');
  await expect(grafy.getByRole('table', { name: 'Škody podľa mesiaca (sezóna)' }).getByRole('row', { name: /august/ })).toContainText('108,00');
  await expect(grafy.getByRole('table', { name: 'Škody medziročne' }).getByRole('row', { name: String(LAST) })).toContainText('180,00');
  await expect(grafy.getByRole('img').first()).toHaveAttribute('aria-label', /spolu 4 predmetov za 756,00\sEUR/);
  await page.getByLabel('Podľa okresov').check();
  await expect(grafy.getByRole('table', { name: 'Škody podľa okresu' }).getByRole('row', { name: new RegExp(d.ok[1].label) })).toContainText('180,00');
  await grafy.getByRole('img').first().scrollIntoViewIfNeeded();
  // each chart's table fits beside it in the page's column
  const column = await page.locator('main').evaluate((m) => m.getBoundingClientRect().right);
  expect(await outside(page, column)).toEqual([]);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, '3-grafy');
  await recordScreenshot(grafy.locator('section[data-graf="mesiac"]'), { path: testInfo.outputPath('3a-graf-mesiac.png') });
  await recordScreenshot(grafy.locator('section[data-graf="ohlasene"]'), { path: testInfo.outputPath('3b-graf-ohlasene.png') });
  // phone width: the table stacks, the charts go under each other
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table(page).locator('td[data-label="Predmet škody"]').first()).toBeVisible();
  expect(await outside(page, 390)).toEqual([]);
  await shot(page, testInfo, '4-telefon');
  await context.close();

  // ---- spravca (EVIDENCIA_SKOD too): the injured name links to the event --------------------------------
  await spravca.goto(FROM_CLEARED);
  await expectRows(spravca, 4);
  await spravca.getByRole('link', { name: 'Ján Grafový' }).click();
  await expect(spravca).toHaveURL(/\/is\/skodove-udalosti\/[0-9a-f-]{36}$/);
  await spravca.goBack();
  await expect(table(spravca).getByRole('link')).toHaveCount(4);
  await shot(spravca, testInfo, '5-spravca-odkazy');
  await spravca.context().close();

  // ---- without VYHODNOCOVANIE_UDAJOV: the forbidden page ------------------------------------------------
  for (const account of ['skody', 'bezprav']) {
    const other = await browser.newContext({ baseURL: base, locale: 'sk-SK' });
    const p = await other.newPage();
    await signIn(p, account, ST);
    await expect(p).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
    await expect(p.getByRole('heading', { level: 1, name: 'Nedostatočné oprávnenie' })).toBeVisible();
    await other.close();
  }
});

test('statistics table: no data at all shows its own empty text with the unrestricted filter', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL: baseURL as string, locale: 'sk-SK' });
  const page = await context.newPage();
  await signIn(page, 'analytik', ST);
  await expect(page.getByRole('heading', { level: 1, name: 'Štatistiky' })).toBeVisible();
  // the server's empty answer (the data are shared with the other specs)
  await page.route(/\/api\/is\/statistiky(\?|$)/, (r) => r.fulfill({ json: { statistics: [], number: 1, size: 20, totalElements: 0 } }));
  await page.goto(`${ST}?from=`);
  await expect(page.getByText('Neexistujú žiadne údaje.')).toBeVisible();
  await page.goto(ST);
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne údaje.')).toBeVisible();
  await shot(page, testInfo, '6-prazdne');
  await context.close();
});
