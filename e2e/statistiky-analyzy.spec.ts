import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { IS, ok, staffApi, udalost } from './skodove-udalosti-helpers';
import { datum, poskodeny, povodca, predmet } from './statistiky-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * The statistics tabs 'Účinnosť opatrení' and 'Očakávané výplaty' in one journey of 'analytik'
 * (VYHODNOCOVANIE_UDAJOV), on three events of one injured party at one cadastral area made through the
 * staff API of 'spravca', damage by the lynx (no other spec records a measure against it):
 *   <Y-2>-02-10 lamb 108,00 · <Y-2>-06-15 lamb 108,00 + an electric fence (the anchor) · <Y-2>-11-20 lamb 108,00
 * 12 months: one place, one event before, one after; 3 months: neither falls in the windows. The events stay
 * undecided, so they are among the expected payouts (whose exact arithmetic the API test checks: the other
 * specs' events share the server).
 */
const ST = '/is/statistiky';
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(new Date()));
const ROK = YEAR - 2;
const TABS = ['Tabuľka', 'Heatmapa', 'Hist. údaje', 'Účinnosť opatrení', 'Očakávané výplaty'];

interface Ciselnik {
  type: string;
  values: { uuid: string; label: string; kod?: string }[];
}

/** Three lynx events of one party at one place, the middle one with an electric fence; returns the lynx's label. */
async function seed(api: APIRequestContext): Promise<string> {
  const lists = await ok<Ciselnik[]>(await api.get(`${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE,OKRES,POVODCA_SKODY`), 'ciselniky');
  const of = (t: string) => lists.find((l) => l.type === t)?.values ?? [];
  const rys = of('POVODCA_SKODY').find((p) => p.kod === 'RYS_OSTROVID') as { uuid: string; label: string };
  const druhSkody = (of('DRUH_SKODY').find((d) => d.kod === 'USMRTENIE') ?? of('DRUH_SKODY')[0]).uuid;
  const [ku, okres] = [of('KATASTRALNE_UZEMIE')[0].uuid, of('OKRES')[0].uuid];
  let party = '';
  for (const date of [`${ROK}-06-15`, `${ROK}-02-10`, `${ROK}-11-20`]) {
    const { uuid } = await udalost(api, 'Rys strhol jahňa.');
    await datum(api, uuid, date);
    if (!party) {
      await poskodeny(api, uuid, { typSubjektu: 'FO', meno: 'Eva', priezvisko: 'Rysová', gdprSuhlas: true, datumSuhlasu: date });
      party = (await ok<{ uuid: string }>(await api.get(`${IS}/skodove-udalosti/${uuid}/poskodeny`), 'party')).uuid;
      await ok(await api.post(`${IS}/skodove-udalosti/${uuid}/opatrenia/ochranne-technicke-zariadenia`, { data: { typVyrobcaModel: 'Elektrický ohradník', trvaleOplotenie: true } }), 'fence');
    } else {
      await ok(await api.put(`${IS}/skodove-udalosti/${uuid}/priradit-poskodeneho`, { data: { uuid: party } }), 'same party');
    }
    await povodca(api, uuid, rys.uuid);
    await predmet(api, uuid, 'jahna', { druhSkody, hmotnost: '30', pocetVRovnakejKategorii: '1', chovnost: '' }, ku, okres, ['48.90', '19.60']);
  }
  return rys.label;
}

/** The cells of the lynx's fence line (header cell first). */
const riadok = (page: Page, rys: string) =>
  page
    .getByRole('table', { name: /Škody \d+ mes\. pred opatrením/ })
    .getByRole('row')
    .filter({ hasText: 'Ochranné technické zariadenia' })
    .filter({ hasText: rys });

async function phoneAndDesktop(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'page fits a phone').toBe(true);
  await shot(page, testInfo, `${name}-telefon`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('prevention effect and expected payouts: before/after by window length, method notes, CSV, range beside decisions, axe at phone and desktop, rights', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const rys = await seed(spravca);

  const context = await browser.newContext({ baseURL: base, locale: 'sk-SK', acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'analytik', ST);
  const tabs = page.getByRole('navigation', { name: 'Štatistiky' });
  await expect(tabs.getByRole('link')).toHaveText(TABS);
  await tabs.getByRole('link', { name: 'Účinnosť opatrení' }).click();

  // ---- 12 months: one party, one place, one event before and one after the fence ----------------------
  await expect(page).toHaveURL(/\/is\/statistiky\/ucinnost-opatreni$/);
  await expect(tabs.getByRole('link', { name: 'Účinnosť opatrení' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Účinnosť opatrení' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ako porovnanie vzniká a čo neukazuje' })).toBeVisible();
  await expect(page.getByText(/návrat k\s+priemeru/)).toBeVisible();
  await expect(riadok(page, rys).getByRole('cell')).toHaveText([rys, '1', '1', '1', '1', '0 %', /^108,00\sEUR$/, /^108,00\sEUR$/, '0 %', '0']);
  await phoneAndDesktop(page, testInfo, '1-ucinnost');

  // ---- the window length: a wrong value is refused on the field, 3 months leave both events out ---------
  const mesiace = page.getByLabel('Obdobie pred opatrením a po ňom (počet mesiacov)');
  await mesiace.fill('0');
  await page.getByRole('button', { name: 'Zobraziť' }).click();
  await expect(page.getByText('Zadajte celé číslo od 1 do 60.')).toBeVisible();
  await expect(mesiace).toHaveAttribute('aria-describedby', /error/);
  await mesiace.fill('3');
  await page.getByRole('button', { name: 'Zobraziť' }).click();
  await expect(page).toHaveURL(/[?&]mesiace=3/);
  await expect(riadok(page, rys).getByRole('cell')).toHaveText([rys, '1', '1', '0', '0', '0 %', /^0,00\sEUR$/, /^0,00\sEUR$/, '0 %', '0']);

  // ---- CSV of the shown window ------------------------------------------------------------------------
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export do CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^ucinnost-opatreni-3m-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await csv.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Druh opatrenia;Pôvodca škody;Počet poškodených;Počet miest;Udalosti pred;Udalosti po;Suma pred (EUR);Suma po (EUR);Miesta s neukončeným obdobím po');
  expect(lines).toContain(`Ochranné technické zariadenia;${rys};1;1;0;0;0,00;0,00;0`);

  // ---- expected payouts: the summary is the table's total, the method is on the screen -----------------
  await tabs.getByRole('link', { name: 'Očakávané výplaty' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Očakávané výplaty ${YEAR}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ako sa odhad počíta' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Očakávané výplaty podľa pracoviska a predmetu škody' });
  const spolu = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Spolu' }) }).getByRole('cell');
  const sumar = (label: string) => page.getByRole('region', { name: `Rok ${YEAR}` }).locator('.es-sumar__item', { hasText: label }).locator('dd');
  // the three lynx events are among the undecided ones
  expect(Number((await spolu.nth(0).textContent())?.replace(/\s/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(sumar('Očakávané výplaty nerozhodnutých')).toHaveText((await spolu.nth(2).textContent()) as string);
  await expect(sumar('Rozpätie očakávaných výplat')).toHaveText((await spolu.nth(3).textContent()) as string);
  await expect(sumar(`Priznané v rozhodnutiach ${YEAR}`)).toHaveText((await spolu.nth(5).textContent()) as string);
  await page.getByText('Pomery použité pre nerozhodnuté predmety').click();
  await expect(page.getByRole('table', { name: 'Pomery priznanej a vypočítanej sumy' })).toBeVisible();
  await phoneAndDesktop(page, testInfo, '2-vyplaty');
  await context.close();

  // ---- without VYHODNOCOVANIE_UDAJOV: the forbidden page -----------------------------------------------
  const other = await browser.newContext({ baseURL: base, locale: 'sk-SK' });
  const p = await other.newPage();
  await signIn(p, 'skody', `${ST}/ocakavane-vyplaty`);
  await expect(p).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  await other.close();
});
