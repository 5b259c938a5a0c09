import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { historiaDemo } from '../scripts/seed/data/historia-demo';
import { signIn } from './helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * 'Hist. údaje' (spec part 1 §2, §3 'Historical row', §4 'Filters', §6, §8) on the
 * demonstration dataset the local start seeds (160 records, scripts/seed/data/historia-demo.ts; no other
 * spec writes historical data): the tabs, the default filter (everything checked), narrowing a list and
 * its 'without' option, the text, the tags and reset, sorting, paging and the three empty texts, the
 * summary, the CSV download, and the forbidden page without the right.
 */
const PAGE = '/is/statistiky/historicke-udaje';
const demo = historiaDemo();
const table = (page: Page) => page.getByRole('table', { name: 'Historické údaje' });
const sumar = (page: Page) => page.getByRole('region', { name: 'Súhrn za celý filter' });
const eur = (centy: number) => `${new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centy / 100)} EUR`;

test('historical data: tabs, filter with without options, sort, paging, empty texts, summary, CSV', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'sk-SK', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'analytik', PAGE);

  // the tab with the others (analytik has both rights), the whole dataset with its summary
  const tabs = page.getByRole('navigation', { name: 'Štatistiky' });
  await expect(tabs.getByRole('link')).toHaveText(['Tabuľka', 'Heatmapa', 'Hist. údaje', 'Účinnosť opatrení', 'Očakávané výplaty']);
  await expect(tabs.getByRole('link', { name: 'Hist. údaje' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Zobrazených 1 - 20 z 160 záznamov')).toBeVisible();
  const celkom = demo.reduce((s, d) => s + d.centy, 0);
  await expect(sumar(page)).toContainText('160');
  await expect(sumar(page)).toContainText(eur(celkom));
  await expect(sumar(page)).toContainText(eur(Math.round(celkom / 160)));
  await expect(page.getByText('Pôvodca škody: Všetky')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(21);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, '1-historicke-udaje');

  // sorting by the amount: DESC on the first click, in the URL
  await page.getByRole('button', { name: /^Priznaná suma/ }).click();
  await expect(page).toHaveURL(/sortBy=sumaPriznana/);
  const najvyssia = Math.max(...demo.map((d) => d.centy));
  await expect(table(page).getByRole('row').nth(1)).toContainText(eur(najvyssia));
  await page.getByRole('button', { name: /^Priznaná suma/ }).click();
  await expect(page).toHaveURL(/sortDirection=ASC/);
  await expect(table(page).getByRole('row').nth(1)).toContainText(eur(0));

  // unticking one pôvodca: the rest stays, kept in the URL as 'all but this one'; the tag names the rest
  await page.goto(PAGE);
  await page.getByText('Pôvodca škody: Všetky').click();
  await page.getByLabel('medveď', { exact: true }).click();
  await expect(page).toHaveURL(/povodcaSkody=%21[0-9a-f-]{36}/);
  const bezMedveda = demo.filter((d) => d.povodcaKod !== 'MEDVED');
  await expect(page.getByText(`Zobrazených 1 - 20 z ${bezMedveda.length} záznamov`)).toBeVisible();
  await expect(sumar(page)).toContainText(eur(bezMedveda.reduce((s, d) => s + d.centy, 0)));
  const tags = page.getByRole('list', { name: 'Aktívne filtre' });
  await expect(tags).toContainText('Pôvodca škody: 12 položiek');

  // 'Bez poľovného revíru' off: only records with a hunting district
  await page.getByText('Poľovný revír: Všetky').click();
  await page.getByLabel('Bez poľovného revíru').click();
  await expect(page).toHaveURL(/withoutPolovnyRevir=false/);
  const sRevirom = bezMedveda.filter((d) => d.revirKod);
  await expect(page.getByText(`Zobrazených 1 - ${Math.min(20, sRevirom.length)} z ${sRevirom.length} záznamov`)).toBeVisible();
  await expect(table(page).locator('td[data-label="Okres"]').first()).toHaveText('Nové Zámky');
  await shot(page, testInfo, '2-filter');

  // a tag removed checks its list again; 'Zrušiť filtre' returns to the defaults with a clean URL
  await tags.getByRole('button', { name: /Pôvodca škody/ }).click();
  await expect(page).not.toHaveURL(/povodcaSkody/);
  await expect(page.getByText(`z ${demo.filter((d) => d.revirKod).length} záznamov`)).toBeVisible();
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByText('Zobrazených 1 - 20 z 160 záznamov')).toBeVisible();

  // the injured-party text, then nothing found
  const kovac = demo.filter((d) => d.poskodeny === 'Ján Kováč');
  await page.getByLabel('Poškodený', { exact: true }).fill('  kovac ján ');
  await expect(page).toHaveURL(/poskodeny=kovac/);
  await expect(page.getByText(`Zobrazených 1 - ${kovac.length} z ${kovac.length} záznamov`)).toBeVisible();

  // CSV of that filter: name from content-disposition, BOM, Slovak headers, decimal commas
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export do CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^historicke-udaje-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID záznamu;Poškodený;Dátum vzniku škody;Pôvodca škody;Predmet škody;Katastrálne územie;Okres;Poľovný revír;Výška priznanej škody (EUR)');
  expect(lines).toHaveLength(kovac.length + 1);
  const newest = [...kovac].sort((a, b) => (a.datum < b.datum ? 1 : -1))[0];
  expect(lines[1]).toMatch(new RegExp(`^${newest.id};Ján Kováč;\\d{2}\\.\\d{2}\\.\\d{4};`));
  expect(lines[1].endsWith(`;${(newest.centy / 100).toFixed(2).replace('.', ',')}`)).toBe(true);

  await page.getByLabel('Poškodený', { exact: true }).fill('nikto taky');
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne údaje.')).toBeVisible();

  // a page past the end keeps the pager; no data at all has its own text
  await page.goto(`${PAGE}?page=50`);
  await expect(page.getByText('Na aktuálnej stránke sa nenachádzajú žiadne údaje.')).toBeVisible();
  await expect(page.getByText('Zobrazených 0 - 0 z 160 záznamov')).toBeVisible();
  await page.route(/\/api\/is\/statistiky\/historicke-udaje\?/, (r) =>
    r.fulfill({ json: { historiaSkodovaUdalostList: [], summary: { pocet: 0, celkovaSuma: 0, priemer: 0 }, number: 1, size: 20, totalElements: 0 } }),
  );
  await page.goto(PAGE);
  await expect(page.getByText('Neexistujú žiadne údaje.')).toBeVisible();
  await page.unroute(/\/api\/is\/statistiky\/historicke-udaje\?/);

  // malformed URL values fall back to the defaults
  await page.goto(`${PAGE}?page=abc&okres=zle&withoutOkres=ano&sortBy=heslo&from=2020-02-31`);
  await expect(page.getByText('Okres: Všetky')).toBeVisible();
  await expect(page.getByText('Zobrazených 1 - 20 z 160 záznamov')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Dátum vzniku škody/ })).toHaveAttribute('aria-sort', 'descending');

  // phone: the table stacks
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table(page).locator('td[data-label="Priznaná suma"]').first()).toBeVisible();
  await shot(page, testInfo, '3-telefon');
  await context.close();
});

test('historical data without VYHODNOCOVANIE_HISTORICKYCH_UDAJOV: the forbidden page', async ({ page }, testInfo) => {
  await signIn(page, 'skody', PAGE);
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  await expect(page.getByText('Kontaktujte administrátora systému.')).toBeVisible();
  await shot(page, testInfo, '4-bez-opravnenia');
});
