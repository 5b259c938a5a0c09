import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { finalScreenshot, recordScreenshot } from './helpers';
import { field, IS, ok, potvrditZmenuStavu, save, signedIn, skDate, staffApi, udalost } from './skodove-udalosti-helpers';
import { expectNoAxeViolations } from './wizard-helpers';

/**
 * Tab ŠK. UDALOSŤ of a damage event (spec part 2 §3, §4, §5): the edit form with the per-state locks,
 * the date and 15-minute time picker, the commission, two editors (409), and the state buttons from
 * ROZPRACOVANA through to ROZHODNUTA, the OÚ change page and 'Zahodiť rozpracovanú'.
 */

const SHOTS = '/tmp/h3-shots';
mkdirSync(SHOTS, { recursive: true });
// the exact texts of spec part 2 §4, §8 (repeated here on purpose)
const MSG = {
  ulozene: 'Údaje boli úspešne uložené.',
  stavZmeneny: 'Stav škodovej udalosti bol úspešne zmenený.',
  zrusena: 'Škodová udalosť bola zrušená.',
  confirmZahodit: 'Naozaj si želáte zahodiť škodovú udalosť? Operácia je nenávratná!',
  confirmOdstranit: 'Naozaj si želáte odstrániť danú položku?',
  polozkaZmazana: 'Položka bola zmazaná.',
  conflict: 'Údaje medzitým zmenil iný používateľ. Načítajte stránku znova a zmeny zopakujte.',
  buducnost: 'Dátum nemôže byť v budúcnosti.',
};

/** Today's time limit (HH:mm rounded down to 15 minutes) in Slovak time. */
function maxCasDnes(): string {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bratislava', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number);
  return `${String(h).padStart(2, '0')}:${String(Math.floor(m / 15) * 15).padStart(2, '0')}`;
}

const tag = (page: Page) => page.locator('.es-ozn-header .govuk-tag');
const actions = (page: Page) => page.locator('.es-ozn-actions');

async function transition(page: Page, button: string, label: string) {
  await actions(page).getByRole('button', { name: button, exact: true }).click();
  await potvrditZmenuStavu(page);
  await expect(page.getByText(MSG.stavZmeneny)).toBeVisible();
  await expect(tag(page)).toHaveText(label);
}

test('tab ŠK. UDALOSŤ: edit with the time picker, commission, two editors, every state to ROZHODNUTA', async ({ browser, baseURL }, testInfo) => {
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const { oznamenie, uuid } = await udalost(spravca, 'Vlk napadol ovce.');
  const page = await signedIn(browser, base, 'skody', `/is/skodove-udalosti/${uuid}`);
  await expect(tag(page)).toHaveText('Rozpracovaná');

  // ROZPRACOVANA: exactly 'Začať šetrenie', 'Zahodiť rozpracovanú', 'Späť na zoznam'
  await expect(actions(page).getByRole('button')).toHaveText(['Začať šetrenie', 'Zahodiť rozpracovanú']);
  await expect(actions(page).getByRole('link')).toHaveText(['Späť na zoznam']);
  await expect(page.getByText('Prípad je otvorený')).toBeVisible();

  // the time picker: 15-minute steps, today capped at now, a later time cut back
  const vznikDatum = page.locator('#datumACasVznikuSkody');
  const vznikCas = page.locator('#datumACasVznikuSkody-cas');
  await vznikDatum.fill(skDate(1));
  await expect(vznikCas.locator('option')).toHaveCount(97);
  await vznikCas.selectOption('23:45');
  await vznikDatum.fill(skDate(0));
  await expect(vznikCas).toHaveValue(maxCasDnes());
  await expect(vznikCas.locator('option').last()).toHaveText(maxCasDnes());
  await vznikDatum.fill(skDate(1));
  await vznikCas.selectOption('21:45');

  // a future date: the error under the field, cleared when the field is edited
  await field(page, 'Dátum oznámenia').fill('01.01.2999');
  await save(page);
  await expect(page.locator('#datumOznamenia-error')).toContainText(MSG.buducnost);
  await field(page, 'Dátum oznámenia').fill(skDate(0));
  await expect(page.locator('#datumOznamenia-error')).toHaveCount(0);

  await field(page, 'Typ škody').selectOption({ label: 'Poľné plodiny' });
  await field(page, 'Popis škody').fill('Diviaky rozryli kukuricu na ploche 2 ha.');
  await field(page, 'Spisová značka ŠOP SR').fill('ŠOP/2026/77');
  await field(page, 'Územne príslušný OÚ').selectOption({ index: 1 });
  const ou = await field(page, 'Územne príslušný OÚ').locator('option:checked').textContent();
  await page.locator('#datumACasSetrenia').fill(skDate(0));
  await page.locator('#datumACasSetrenia-cas').selectOption('00:00');
  await field(page, 'Popis miestneho šetrenia').fill('Obhliadka poľa so zástupcom družstva.');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await page.reload();
  await expect(vznikDatum).toHaveValue(skDate(1));
  await expect(vznikCas).toHaveValue('21:45');
  await expect(field(page, 'Typ škody').locator('option:checked')).toHaveText('Poľné plodiny');
  await expect(field(page, 'Popis škody')).toHaveValue('Diviaky rozryli kukuricu na ploche 2 ha.');
  await expect(field(page, 'Územne príslušný OÚ').locator('option:checked')).toHaveText(ou ?? '');
  await expect(page.locator('.es-su-summary')).toContainText('Výška škody vypočítaná');

  // commission: two members added, one removed after the confirmation
  const komisia = page.getByRole('region', { name: 'Komisia miestneho šetrenia' });
  await expect(komisia).toContainText('Žiadne záznamy.');
  for (const [meno, priezvisko] of [
    ['Ján', 'Kováč'],
    ['Eva', 'Horáková'],
  ]) {
    await komisia.getByLabel('Meno', { exact: true }).fill(meno);
    await komisia.getByLabel('Priezvisko', { exact: true }).fill(priezvisko);
    await komisia.getByLabel('Zaradenie', { exact: true }).selectOption({ index: 1 });
    await komisia.getByLabel('Poznámka', { exact: true }).fill('Obhliadka');
    await komisia.getByRole('button', { name: 'Pridať', exact: true }).click();
    await expect(komisia.getByRole('row', { name: new RegExp(`${meno} ${priezvisko}`) })).toBeVisible();
  }
  await recordScreenshot(page, { path: `${SHOTS}/1-rozpracovana.png`, fullPage: true });
  await komisia.getByRole('button', { name: 'Odstrániť Ján Kováč' }).click();
  await expect(page.getByText(MSG.confirmOdstranit)).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText(MSG.polozkaZmazana)).toBeVisible();
  await expect(komisia.getByRole('row', { name: /Ján Kováč/ })).toHaveCount(0);
  await expect(komisia.getByRole('row', { name: /Eva Horáková/ })).toBeVisible();
  // the form was not reset by the commission change: a save goes through with the new version
  await field(page, 'Spisová značka OÚ').fill('OU-BB/1/2026');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();

  // two editors: the second save of a stale form → the Slovak 409 message, nothing overwritten
  const other = await signedIn(browser, base, 'skody', `/is/skodove-udalosti/${uuid}`);
  await field(other, 'Popis škody').fill('Zmena od kolegu.');
  await save(other);
  await expect(other.getByText(MSG.ulozene)).toBeVisible();
  await field(page, 'Popis škody').fill('Moja zmena.');
  await save(page);
  await expect(page.getByText(MSG.conflict)).toBeVisible();
  await recordScreenshot(page, { path: `${SHOTS}/2-konflikt.png`, fullPage: true });
  await page.reload();
  await expect(field(page, 'Popis škody')).toHaveValue('Zmena od kolegu.');
  await expectNoAxeViolations(page);

  // V_SETRENI: the notification stays, datumOznamenia locked (disabled, not hidden), Oznámenie and Export do PDF
  await transition(page, 'Začať šetrenie', 'V šetrení');
  await expect(field(page, 'Dátum oznámenia')).toBeDisabled();
  await expect(field(page, 'Popis škody')).toBeEnabled();
  await expect(actions(page).getByRole('button')).toHaveText(['Ukončiť šetrenie']);
  await expect(actions(page).getByRole('link')).toHaveText(['Oznámenie', 'Export do PDF', 'Späť na zoznam']);
  await expect(actions(page).getByRole('link', { name: 'Oznámenie' })).toHaveAttribute('href', `/is/oznamenia/${oznamenie}`);
  const pdf = await actions(page).getByRole('link', { name: 'Export do PDF' }).getAttribute('href');
  expect(pdf).toMatch(new RegExp(`^/api/is/skodove-udalosti/${uuid}/export/\\?timezone=[A-Za-z_%0-9]+`));
  await recordScreenshot(page, { path: `${SHOTS}/3-v-setreni.png`, fullPage: true });

  // VYSETRENA: only spisovaZnackaOu and prepojenie; commission locked; the notification finished
  await transition(page, 'Ukončiť šetrenie', 'Vyšetrená');
  await expect(field(page, 'Popis škody')).toBeDisabled();
  await expect(field(page, 'Spisová značka OÚ')).toBeEnabled();
  await expect(field(page, 'Prepojenie na iné škodové udalosti')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Pridať', exact: true })).toBeDisabled();
  await expect(actions(page).getByRole('button')).toHaveText(['Žiadosť prijatá']);
  await expect(actions(page).getByRole('link')).toHaveText(['Zmeniť priradený OÚ', 'Oznámenie', 'Export do PDF', 'Späť na zoznam']);
  const n = await ok<{ oznamenieStav: string }>(await spravca.get(`${IS}/oznamenie/${oznamenie}`), 'notification');
  expect(n.oznamenieStav).toBe('SETRENIE_UKONCENE');

  // 'Zmeniť priradený OÚ' page: back link, another OÚ, back on the detail
  await actions(page).getByRole('link', { name: 'Zmeniť priradený OÚ' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/zmenit-priradenie-ou$`));
  await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', `/is/skodove-udalosti/${uuid}`);
  await field(page, 'Územne príslušný OÚ').selectOption({ index: 3 });
  const ou2 = await field(page, 'Územne príslušný OÚ').locator('option:checked').textContent();
  await recordScreenshot(page, { path: `${SHOTS}/4-zmena-ou.png`, fullPage: true });
  await page.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}$`));
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await expect(field(page, 'Územne príslušný OÚ').locator('option:checked')).toHaveText(ou2 ?? '');
  await expect(field(page, 'Územne príslušný OÚ')).toBeDisabled();

  await transition(page, 'Žiadosť prijatá', 'Prijatá ž.');
  await expect(actions(page).getByRole('button')).toHaveText(['Rozhodnutie vydané']);
  await transition(page, 'Rozhodnutie vydané', 'Rozhodnutá');
  await expect(actions(page).getByRole('button')).toHaveCount(0);
  await expect(actions(page).getByRole('link')).toHaveText(['Oznámenie', 'Export do PDF', 'Späť na zoznam']);
  // ROZHODNUTA: every field locked but prepojenie, which still saves
  for (const label of ['Dátum oznámenia', 'Typ škody', 'Popis škody', 'Spisová značka ŠOP SR', 'Spisová značka OÚ', 'Územne príslušné pracovisko ŠOP SR', 'Územne príslušný OÚ']) {
    await expect(field(page, label)).toBeDisabled();
  }
  await expect(vznikCas).toBeDisabled();
  await field(page, 'Prepojenie na iné škodové udalosti').fill('Súvisí s udalosťou z minulého týždňa.');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await recordScreenshot(page, { path: `${SHOTS}/5-rozhodnuta.png`, fullPage: true });
  await finalScreenshot(page, testInfo, 'skodova-udalost-rozhodnuta');

  // tab Predmet škody in ROZHODNUTA: the list without 'Nový predmet škody'; the new-item page is blocked (spec part 2 §2, §4)
  await page.getByRole('navigation', { name: 'Časti škodovej udalosti' }).getByRole('link', { name: 'Predmet škody' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/predmet-skody$`));
  await expect(page.getByText('Žiadne záznamy.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nový predmet škody' })).toHaveCount(0);
  await recordScreenshot(page, { path: `${SHOTS}/6-predmet-skody.png`, fullPage: true });
  await page.goto(`/is/skodove-udalosti/${uuid}/predmet-skody/novy-predmet-skody`);
  await expect(page.getByText('V stave Rozhodnutá nie je možné pridať nový predmet škody.')).toBeVisible();
  await expect(page.getByLabel('Predmet škody', { exact: true })).toHaveCount(0);
});

test("'Zahodiť rozpracovanú': the confirmation, the list with its message, the notification PRIRADENÉ again", async ({ browser, baseURL }) => {
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const { oznamenie, uuid } = await udalost(spravca, 'Vlk napadol ovce.');
  const page = await signedIn(browser, base, 'skody', `/is/skodove-udalosti/${uuid}`);

  await actions(page).getByRole('button', { name: 'Zahodiť rozpracovanú' }).click();
  await expect(page.getByText(MSG.confirmZahodit)).toBeVisible();
  await recordScreenshot(page, { path: `${SHOTS}/7-zahodit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Áno, chcem' }).click();

  await expect(page).toHaveURL(/\/is\/skodove-udalosti\/?$/);
  await expect(page.getByText(MSG.zrusena)).toBeVisible();
  const n = await ok<{ oznamenieStav: string; skodovaUdalostId?: string }>(await spravca.get(`${IS}/oznamenie/${oznamenie}`), 'notification');
  expect(n.oznamenieStav).toBe('PRIRADENE');
  expect(n.skodovaUdalostId).toBeUndefined();
  expect((await spravca.get(`${IS}/skodove-udalosti/${uuid}`)).status()).toBe(404);
});
