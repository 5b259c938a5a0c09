/**
 * The office signs off the sheep formula without a developer: the decree's worked cases entered on
 * /is/cenniky/ovce/vzorec, each compared with the product's computation (Zhoda/Nezhoda), the sign-off
 * refused while one case does not match, allowed once it is removed; from then on the item's
 * breakdown names who verified the formula instead of the proposal notice. Only the OVCE formula is
 * touched here (other specs price sheep too, but none asserts the notice on a sheep item).
 *
 * The cases (worked by hand in functions/vzorce/vzorce-overenie.api.test.ts): an ewe, flat weight 60,
 * Hj 2,20, JC 1,30, MC 10, reproductive age '4', 5 animals → 505,70 with 7 years to full
 * depreciation (version 1, the proposal), 525,00 with 8.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeFor, finalScreenshot, recordScreenshot } from './helpers';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';

const NAVRH = 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.';
const REFERENCIA = 'Príloha č. 3 vyhlášky 170/2021 Z. z.';
const EWE = { secondaryCategory: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '0', pocetKrmnychDni: '0', reprodukcnyVek: 'VEK_4', pocetVRovnakejKategorii: '5' };

const pripad = (page: Page, nazov: string) => page.getByTestId('vzorec-pripad').filter({ has: page.getByRole('heading', { name: nazov, exact: true }) });

async function pridatPripad(page: Page, nazov: string, suma: string) {
  const form = page.getByRole('form', { name: 'Pridať prípad z vyhlášky' });
  await form.getByLabel('Názov', { exact: true }).fill(nazov);
  await form.getByLabel('Kategória', { exact: true }).selectOption({ label: 'bahnica' });
  await form.getByLabel('Chovnosť', { exact: true }).selectOption({ label: 'chovný jedinec' });
  await form.getByLabel('Reprodukčný vek (roky)', { exact: true }).selectOption({ label: '4' });
  await form.getByLabel('Hmotnosť (kg)', { exact: true }).fill('0');
  await form.getByLabel('Počet v rovnakej kategórii', { exact: true }).fill('5');
  for (const [skratka, value] of Object.entries({ Hj: '2,20', JC: '1,30', MC: '10', PHJ: '60', Ckd: '0,65' })) {
    await form.getByLabel(new RegExp(`^${skratka} – `)).fill(value);
  }
  await form.getByLabel('Suma podľa vyhlášky (EUR)', { exact: true }).fill(suma);
  await form.getByRole('button', { name: 'Pridať prípad', exact: true }).click();
  await expect(pripad(page, nazov)).toBeVisible();
}

async function axe(page: Page) {
  const results = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the sheep formula: worked cases compared, the sign-off refused on a mismatch and given when all match; the item then names who verified it', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const base = baseURL as string;

  // an ewe item priced (with the seeded price list) with formula version 1, not signed off: the box carries the proposal notice
  const spravca = await signedIn(browser, base, 'spravca');
  const { uuid } = await udalost(spravca.request, 'Medveď napadol bahnice.');
  const skody = await signedIn(browser, base, 'skody');
  const lists = await ok<{ type: string; values: { uuid: string; kod?: string }[] }[]>(await skody.request.get(`${IS}/aktivne-ciselniky?typy=DRUH_SKODY`), 'ciselniky');
  // killing: a damage kind meant for every animal
  const usmrtenie = lists[0].values.find((v) => v.kod === 'USMRTENIE')?.uuid;
  const atributy = Object.entries({ druhSkody: usmrtenie, ...EWE }).map(([name, value]) => ({ name, value }));
  const item = await ok<{ uuid: string }>(await skody.request.post(`${IS}/skodove-udalosti/${uuid}/predmet-skody/ovce/novy-predmet-skody`, { data: { atributy, miestoSkody: {} } }), 'item');
  const itemUrl = `/is/skodove-udalosti/${uuid}/predmet-skody/ovce/${item.uuid}`;
  await skody.goto(itemUrl);
  const box = skody.getByTestId('vypocet');
  await expect(box.getByTestId('vypocet-vzorec')).toHaveText(/^Verzia vzorca 1 \(platná od \d\d\.\d\d\.\d{4}\)$/);
  await expect(box).toContainText(NAVRH);
  await expect(box).not.toContainText('Vzorec overený');

  // the price list links to its formula
  const page = await signedIn(browser, base, 'cenniky');
  await page.goto('/is/cenniky/ovce');
  await page.getByRole('link', { name: 'Overenie vzorca', exact: true }).click();
  await expect(page).toHaveURL(/\/is\/cenniky\/ovce\/vzorec$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overenie vzorca – Ovce NÁVRH');
  await expect(page.getByTestId('vzorec-stav')).toHaveText('NÁVRH');
  await expect(page.getByRole('table', { name: 'Verzie parametrov vzorca' })).toContainText('Návrh – neoverená');
  await expect(page.getByText('Zatiaľ nie je zadaný žiadny prípad z vyhlášky.')).toBeVisible();

  // the two cases: 7 years (the proposal) matches, 8 years does not
  await pridatPripad(page, 'Bahnica, odpis za 7 rokov', '505,70');
  await expect(pripad(page, 'Bahnica, odpis za 7 rokov')).toContainText('Zhoda');
  await expect(pripad(page, 'Bahnica, odpis za 7 rokov')).toContainText('Reprodukčný vek (roky): 4');
  await expect(pripad(page, 'Bahnica, odpis za 7 rokov')).toContainText('PHJ = 60 kg');
  await pridatPripad(page, 'Bahnica, odpis za 8 rokov', '525,00');
  const nezhoda = pripad(page, 'Bahnica, odpis za 8 rokov');
  await expect(nezhoda).toContainText('Nezhoda');
  await expect(nezhoda).toContainText('525,00 EUR');
  await expect(nezhoda).toContainText('505,70 EUR');
  await expect(page.getByTestId('vzorec-zhody')).toHaveText('Zhoduje sa 1 z 2 prípadov.');
  // axe on the page itself: a reload drops the status banner of the last save (the shared banner is checked elsewhere)
  await page.reload();
  await expect(nezhoda).toContainText('Nezhoda');
  await axe(page);
  await finalScreenshot(page, testInfo, 'vzorec-overenie-desktop');

  // the sign-off: refused while a case does not match
  const overenie = page.getByRole('form', { name: 'Označiť verziu ako overenú' });
  await overenie.getByLabel('Referencia', { exact: true }).fill(REFERENCIA);
  await overenie.getByRole('checkbox', { name: 'Potvrdzujem, že som prípady porovnal(a) s prílohou vyhlášky č. 170/2021 Z. z.' }).check();
  await overenie.getByRole('button', { name: 'Označiť verziu ako overenú' }).click();
  await expect(page.getByText('Verziu nemožno označiť ako overenú: 1 prípad z vyhlášky sa nezhoduje s výpočtom.')).toBeVisible();
  await expect(page.getByTestId('vzorec-stav')).toHaveText('NÁVRH');

  // the failing case removed, the sign-off given
  await nezhoda.getByRole('button', { name: 'Odstrániť Bahnica, odpis za 8 rokov' }).click();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(nezhoda).toHaveCount(0);
  await expect(page.getByTestId('vzorec-zhody')).toHaveText('Zhoduje sa 1 z 1 prípadov.');
  await overenie.getByRole('button', { name: 'Označiť verziu ako overenú' }).click();
  await expect(page.getByTestId('vzorec-stav')).toHaveText('OVERENÝ');
  await expect(page.getByRole('table', { name: 'Verzie parametrov vzorca' })).toContainText(/Overená: Lucia Vargová, \d\d\.\d\d\.\d{4}, Príloha č\. 3 vyhlášky 170\/2021 Z\. z\./);
  await expect(overenie).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('vzorec-stav')).toHaveText('OVERENÝ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(page);
  await finalScreenshot(page, testInfo, 'vzorec-overenie-phone');

  // the item priced before the sign-off now names who verified the formula, without the notice
  await skody.reload();
  await expect(box.getByTestId('vypocet-overenie')).toHaveText(/^Vzorec overený: Overil\(a\) Lucia Vargová dňa \d\d\.\d\d\.\d{4}, Príloha č\. 3 vyhlášky 170\/2021 Z\. z\.$/);
  await expect(box).not.toContainText(NAVRH);
  await recordScreenshot(box, { path: testInfo.outputPath('vzorec-overenie-vypocet.png') });
});
