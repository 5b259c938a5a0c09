import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from './helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * 'Zoznam škodových udalostí' (spec part 2 §2, §6): the three empty texts, 'Nová šk.
 * udalosť' → the new event's detail, filters in the URL (tags, malformed values, reset), sorting, the
 * deadline column, the CSV download with its BOM, the buttons by right, the phone layout.
 */
const LIST = '/is/skodove-udalosti';
/**
 * The other specs share the server's data: this one moves its two events to a month no other spec
 * uses and reads the list filtered to that month.
 */
const MONTH = { from: '2003-03-01', to: '2003-03-31' };
const LIST_MONTH = `${LIST}?from=${MONTH.from}&to=${MONTH.to}`;
const table = (page: Page) => page.getByRole('table', { name: 'Zoznam škodových udalostí' });

/** Moves an event to a day of MONTH (damage type chosen, as staff would) through the staff API. */
async function moveToMonth(page: Page, uuid: string, day: string): Promise<void> {
  const detail = await page.request.get(`/api/is/skodove-udalosti/${uuid}`);
  expect(detail.status()).toBe(200);
  const e = (await detail.json()) as { version: number; uzemnePrislusnaSop: { uuid: string } | null };
  const date = `${MONTH.from.slice(0, 8)}${day}`;
  const put = await page.request.put(`/api/is/skodove-udalosti/${uuid}`, {
    data: { datumOznamenia: date, datumACasVznikuSkody: date, typSkody: 'DOMESTIKOVANY_ZIVOCICH', uzemnePrislusnaSopId: e.uzemnePrislusnaSop?.uuid ?? null, version: e.version },
  });
  expect(put.status(), await put.text()).toBe(200);
}

test('damage-event list: empty texts, new event, filters in the URL, sort, CSV, rights, phone layout', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'sk-SK', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'spravca', LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam škodových udalostí' })).toBeVisible();
  // no event at all: the server's empty answer (the data are shared with the other specs)
  await page.route(/\/api\/is\/skodove-udalosti\?/, (r) => r.fulfill({ json: { skodovaUdalostList: [], number: 1, size: 20, totalElements: 0 } }));
  await page.reload();
  await expect(page.getByText('Neexistujú žiadne škodové udalosti.')).toBeVisible();
  await shot(page, testInfo, '1-prazdny-zoznam');
  await page.unroute(/\/api\/is\/skodove-udalosti\?/);

  // 'Nová šk. udalosť' (EVIDENCIA_OZNAMENI + EVIDENCIA_SKOD) → the new event's detail
  for (const day of ['10', '12']) {
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Nová šk. udalosť' }).click();
    await expect(page).toHaveURL(/\/is\/skodove-udalosti\/[0-9a-f-]{36}$/);
    await moveToMonth(page, new URL(page.url()).pathname.split('/').pop() ?? '', day);
  }
  await page.goto(LIST_MONTH);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(table(page).getByRole('row').nth(1)).toContainText('12.03.2003');
  const row = table(page).getByRole('row').nth(1);
  await expect(row).toContainText('Rozpracovaná');
  await expect(row).toContainText('0 dní');
  await expect(page.getByText('Zobrazených 1 - 2 z 2 záznamov')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, '2-zoznam');

  // sorting: a column's first click, then the other direction, in the URL
  await page.getByRole('button', { name: /^Poškodený/ }).click();
  await expect(page).toHaveURL(/sortBy=poskodeny/);
  await expect(page.getByRole('columnheader', { name: /Poškodený/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: /^Poškodený/ }).click();
  await expect(page.getByRole('columnheader', { name: /Poškodený/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sortDirection=ASC/);

  // a filter chosen in the form goes into the URL, shows a tag and the filter's empty text
  await page.goto(LIST_MONTH);
  await page.getByText('Predmet škody: Všetky').click();
  await page.getByLabel('Ovce', { exact: true }).click();
  await expect(page).toHaveURL(/predmetSkody=OVCE/);
  await expect(page.getByText('Predmet škody: Ovce')).toBeVisible();
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne škodové udalosti.')).toBeVisible();
  await page.getByLabel('Bez predmetu škody').click();
  await expect(page).toHaveURL(/withoutPredmetSkody=true/);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Predmet škody: 2 položky')).toBeVisible();
  const tags = page.getByRole('list', { name: 'Aktívne filtre' });
  await expect(tags).toContainText('Ovce');
  await expect(tags).toContainText('Bez predmetu škody');
  await shot(page, testInfo, '3-filter');
  await tags.getByRole('button', { name: /Bez predmetu škody/ }).click();
  await expect(page).not.toHaveURL(/withoutPredmetSkody/);
  await page.getByLabel(/Len po termíne/).click();
  await expect(page).toHaveURL(/poTermine=true/);
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/?$`));
  await expect(page.getByText('Predmet škody: Všetky')).toBeVisible();

  // the injured-party text: trimmed into the URL
  await page.getByLabel('Poškodený alebo kód', { exact: true }).fill('  Ovčiar  ');
  await expect(page).toHaveURL(/poskodeny=Ov%C4%8Diar/);
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne škodové udalosti.')).toBeVisible();

  // typed into the URL: malformed values fall back to the defaults, a page past the end has its own text
  await page.goto(`${LIST}?page=abc&predmetSkody=KONE,OVCE&okres=zle&from=2020-02-31&sortBy=heslo&withoutOkres=ano`);
  await expect(page.getByText('Predmet škody: Ovce')).toBeVisible();
  await expect(page.getByText('Okres: Všetky')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Dátum vzniku škody/ })).toHaveAttribute('aria-sort', 'descending');
  await page.goto(`${LIST_MONTH}&page=5`);
  await expect(page.getByText('Na aktuálnej stránke sa nenachádzajú žiadne škodové udalosti.')).toBeVisible();

  // CSV of the filtered list: the name from content-disposition, BOM, Slovak headers
  await page.goto(LIST_MONTH);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export do CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^skodove-udalosti-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Kód;Kataster;Dátum vzniku škody;Stav;Poškodený;Predmet škody;Pôvodca škody;Otvorená (dni);Po termíne');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(';Rozpracovaná;');

  // Detail opens the event
  await table(page).getByRole('link', { name: /^Detail/ }).first().click();
  await expect(page).toHaveURL(/\/is\/skodove-udalosti\/[0-9a-f-]{36}$/);

  // phone: the table stacks, each cell with its column name
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST_MONTH);
  await expect(table(page).locator('td[data-label="Stav"]').first()).toBeVisible();
  await shot(page, testInfo, '4-telefon');
  await context.close();

  // EVIDENCIA_SKOD alone: the list, but neither 'Nová šk. udalosť' nor 'Export do CSV'
  const skody = await browser.newContext({ locale: 'sk-SK' });
  const p2 = await skody.newPage();
  await signIn(p2, 'skody', LIST_MONTH);
  await expect(table(p2).getByRole('row')).toHaveCount(3);
  await expect(p2.getByRole('button', { name: 'Nová šk. udalosť' })).toHaveCount(0);
  await expect(p2.getByRole('button', { name: 'Export do CSV' })).toHaveCount(0);
  await shot(p2, testInfo, '5-len-evidencia-skod');
  await skody.close();
});
