import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { finalScreenshot, recordScreenshot } from './helpers';
import { field, ok, save, signedIn, staffApi, udalost } from './skodove-udalosti-helpers';

/**
 * Tab Predmet škody of a damage event (spec part 2 §2, §3, §5, §8): a sheep (lamb), a bee
 * colony and a field crop added on /predmet-skody/novy-predmet-skody, each priced by the seeded
 * price-list version valid today, the amounts and the sum in the list, the calculation step by step
 * on the detail, an edit saved with the item's version, a removal after the confirmation, the
 * formula PDF behind 'Vzorec a výpočet', an unknown slug → the not-found page.
 *
 * Expected amounts from the seed price lists (scripts/seed/data/cenniky.ts), by hand:
 *   lamb: Hj 3,60 × 30 kg = 108,00 (above MC 60) × 2 = 216,00
 *   bee colony: nadobúdacia hodnota 0 → PNH 120,00 × 3 = 360,00
 *   maize for grain: Vp 7,5 × Cp 180 = 1 350,00 × k 0,6 = 810,00 − 150 = 660,00 × 1,25 ha = 825,00
 */

// the exact texts of spec part 2 §8 (repeated here on purpose)
const MSG = {
  ulozene: 'Údaje boli úspešne uložené.',
  zmazane: 'Predmet škody bol zmazaný.',
  confirm: 'Naozaj si želáte odstrániť daný predmet škody?',
  ziadne: 'Žiadne záznamy.',
  notFound: 'Stránka nebola nájdená.',
  navrh: 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.',
};
/** Slovak amounts: the thousands separator is a (non-breaking) space. */
const eur = (s: string) => new RegExp(`^${s.replace(' ', '\\s')} EUR`);
const rows = (page: Page) => page.getByTestId('predmet-skody-row');
// by text: the phone layout stacks the cells (no table roles there)
const row = (page: Page, predmet: string) => rows(page).filter({ hasText: predmet });

async function novy(page: Page, uuid: string, predmet: string, kategoria?: string) {
  await page.getByRole('link', { name: 'Nový predmet škody', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/predmet-skody/novy-predmet-skody$`));
  await field(page, 'Predmet škody').selectOption({ label: predmet });
  if (kategoria) {
    // sheep, goats and cattle: no form before the sub-category (§5)
    await expect(field(page, 'Druh škody')).toHaveCount(0);
    await field(page, 'Kategória').selectOption({ label: kategoria });
  }
  await expect(field(page, 'Druh škody')).toBeVisible();
  // wait for the code lists of the selects (each category is offered the damage types that fit it)
  await expect(field(page, 'Druh škody').locator('option').nth(1)).toBeAttached();
}

async function ulozit(page: Page, uuid: string) {
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/predmet-skody$`));
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
}

test('damaged items: a lamb, a bee colony and a field crop priced, the breakdown, edit, removal, the formula PDF', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const { uuid } = await udalost(spravca, 'Medveď napadol ovce a včelín, diviaky zničili kukuricu.');
  const page = await signedIn(browser, base, 'skody', `/is/skodove-udalosti/${uuid}`);

  await page.getByRole('link', { name: 'Predmet škody', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/predmet-skody$`));
  await expect(page.getByText(MSG.ziadne, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sum-vypocitana')).toHaveText(eur('0,00'));

  // ---- a lamb -------------------------------------------------------------------------------------
  await novy(page, uuid, 'Ovce', 'jahňa');
  const vzorec = page.getByRole('link', { name: /Vzorec a výpočet/ });
  await expect(vzorec).toHaveAttribute('href', '/vzorce_ovce.pdf');
  await expect(vzorec).toHaveAttribute('target', '_blank');
  await expect(vzorec).toHaveAttribute('rel', /noopener/);
  const cehz = page.getByRole('link', { name: /Overenie na portáli CEHZ/ });
  await expect(cehz).toHaveAttribute('href', /^https:\/\/www\.cehz\.sk/);
  await expect(cehz).toHaveAttribute('target', '_blank');
  // defaults of a new item (§5): count 1; no feed days for a lamb
  await expect(field(page, 'Počet v rovnakej kategórii')).toHaveValue('1');
  await expect(field(page, 'Počet kŕmnych dní')).toHaveCount(0);
  await field(page, 'Druh škody').selectOption({ label: 'usmrtenie' });
  await field(page, 'Hmotnosť (kg)').fill('30');
  await field(page, 'Počet v rovnakej kategórii').fill('2');
  await field(page, 'Katastrálne územie').selectOption({ index: 1 });
  const kataster = (await field(page, 'Katastrálne územie').locator('option:checked').textContent())?.trim() as string;
  await field(page, 'Číslo parcely').fill('1234/5');
  await ulozit(page, uuid);
  await expect(row(page, 'Ovce – jahňa')).toContainText('216,00 EUR');
  await expect(row(page, 'Ovce – jahňa')).toContainText(kataster);
  await expect(row(page, 'Ovce – jahňa')).toContainText('usmrtenie');

  // ---- a sub-category choice shows its own fields: a new cow has 150 feed days (§5) ---------------
  await novy(page, uuid, 'Hovädzí dobytok', 'krava');
  await expect(field(page, 'Počet kŕmnych dní')).toHaveValue('150');
  await field(page, 'Kategória').selectOption({ label: 'býk' });
  await expect(field(page, 'Počet kŕmnych dní')).toHaveValue('0');
  await page.getByRole('link', { name: 'Späť', exact: true }).first().click();

  // ---- a bee colony: the average price when the value cannot be found --------------------------------
  await novy(page, uuid, 'Včelstvá');
  await expect(page.getByText('Ak sa nedá zistiť, nechajte 0 a použije sa priemerná cena.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Vzorec a výpočet/ })).toHaveAttribute('href', '/vzorce_vcelstva.pdf');
  await field(page, 'Druh škody').selectOption({ label: 'zničenie' });
  await field(page, 'Nadobúdacia hodnota (EUR)').fill('0');
  await field(page, 'Počet v rovnakej kategórii').fill('3');
  await ulozit(page, uuid);
  await expect(row(page, 'Včelstvá')).toContainText('360,00 EUR');

  // ---- a field crop ----------------------------------------------------------------------------------
  await novy(page, uuid, 'Poľné plodiny');
  await field(page, 'Druh škody').selectOption({ index: 1 });
  await field(page, 'Druh').selectOption({ label: 'kukurica na zrno' });
  await field(page, 'Redukčný koeficient').fill('0.6');
  await field(page, 'Náklady na hektár (EUR/ha)').fill('150');
  await field(page, 'Výmera (ha)').fill('1.25');
  // a value over the limit of §5 is named under its field, nothing is sent
  await field(page, 'Výmera (ha)').fill('10000');
  await save(page);
  await expect(page.locator('#vymera-error')).toContainText('Zadajte číslo od 0 do 9999,99');
  await field(page, 'Výmera (ha)').fill('1.25');
  // the place: a point in Banská Bystrica – the map look-up (the district layer is on by default) fills the district
  await expect(field(page, 'Okres')).toHaveValue('');
  await page.getByLabel('Zemepisná šírka').fill('48,7363');
  await page.getByLabel('Zemepisná dĺžka').fill('19,1462');
  await expect(field(page, 'Okres').locator('option:checked')).toHaveText(/Banská Bystrica/);
  await ulozit(page, uuid);
  await expect(row(page, 'Poľné plodiny')).toContainText('825,00 EUR');
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('sum-vypocitana')).toHaveText(eur('1 401,00'));
  await finalScreenshot(page, testInfo, 'predmet-skody-zoznam-desktop');

  // ---- the detail: the breakdown step by step ----------------------------------------------------------
  await row(page, 'Poľné plodiny').getByRole('link', { name: /Detail/ }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/predmet-skody/polne-plodiny/[0-9a-f-]{36}$`));
  const vypocet = page.getByTestId('vypocet');
  await expect(vypocet.getByRole('heading', { name: 'Výpočet' })).toBeVisible();
  await expect(vypocet).toContainText('825,00 EUR');
  await expect(vypocet).toContainText('verzia 1, platná od 01.01.2024');
  await expect(vypocet).toContainText('kukurica na zrno');
  await expect(vypocet.getByRole('row', { name: /^Vp/ })).toContainText('7,50');
  await expect(vypocet.getByRole('row', { name: /^Cp/ })).toContainText('180,00');
  await expect(vypocet).toContainText('Vp × Cp = 7,50 × 180,00');
  await expect(vypocet).toContainText('1 350,00'.replace(' ', '\u00a0'));
  await expect(vypocet).toContainText('660,00');
  await expect(vypocet).toContainText(MSG.navrh);
  await recordScreenshot(vypocet, { path: testInfo.outputPath('predmet-skody-vypocet.png') });
  await expect(field(page, 'Okres').locator('option:checked')).toHaveText(/Banská Bystrica/);
  await expect(field(page, 'Výmera (ha)')).toHaveValue('1.25');
  await finalScreenshot(page, testInfo, 'predmet-skody-detail-desktop');
  await page.getByRole('link', { name: 'Späť', exact: true }).first().click();

  // ---- edit the lamb: one animal instead of two (saved with the item's version) ------------------------
  await row(page, 'Ovce – jahňa').getByRole('link', { name: /Detail/ }).click();
  await expect(page).toHaveURL(/\/predmet-skody\/jahna\/[0-9a-f-]{36}$/);
  await expect(field(page, 'Hmotnosť (kg)')).toHaveValue('30');
  await expect(field(page, 'Číslo parcely')).toHaveValue('1234/5');
  await expect(page.getByTestId('vypocet')).toContainText('216,00 EUR');
  await field(page, 'Počet v rovnakej kategórii').fill('1');
  await ulozit(page, uuid);
  await expect(row(page, 'Ovce – jahňa')).toContainText('108,00 EUR');
  await expect(page.getByTestId('sum-vypocitana')).toHaveText(eur('1 293,00'));

  // ---- removal after the confirmation --------------------------------------------------------------------
  await row(page, 'Včelstvá').getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByText(MSG.confirm)).toBeVisible();
  await page.getByRole('button', { name: 'NIE', exact: true }).click();
  await expect(rows(page)).toHaveCount(3);
  await row(page, 'Včelstvá').getByRole('button', { name: /Odstrániť/ }).click();
  await page.getByRole('button', { name: 'Áno, chcem', exact: true }).click();
  await expect(page.getByText(MSG.zmazane)).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('sum-vypocitana')).toHaveText(eur('933,00'));

  // ---- the formula PDF behind the link: Slovak text with the proposal marker ---------------------------------
  const pdf = await page.request.get('/vzorce_polne-plodiny.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const file = testInfo.outputPath('vzorce_polne-plodiny.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Poľné plodiny');
  expect(text.replace(/\s+/g, ' ')).toContain('návrh – overiť');

  // ---- an unknown slug → the not-found page ---------------------------------------------------------------
  await page.goto(`/is/skodove-udalosti/${uuid}/predmet-skody/slon/${uuid}`);
  await expect(page.getByText(MSG.notFound)).toBeVisible();

  // ---- phone ------------------------------------------------------------------------------------------------
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/is/skodove-udalosti/${uuid}/predmet-skody`);
  await expect(rows(page)).toHaveCount(2);
  await finalScreenshot(page, testInfo, 'predmet-skody-zoznam-phone');
  await row(page, 'Ovce – jahňa').getByRole('link', { name: /Detail/ }).click();
  await expect(page.getByTestId('vypocet')).toContainText('108,00 EUR');
  await finalScreenshot(page, testInfo, 'predmet-skody-detail-phone');

  // the API agrees with what the list shows
  const list = await ok<{ sumOfVyskaSkody: number }>(await page.request.get(`/api/is/skodove-udalosti/${uuid}/predmet-skody`), 'list');
  expect(list.sumOfVyskaSkody).toBe(933);
});
