import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { finalScreenshot, recordScreenshot } from './helpers';
import { field, IS, ok, save, signedIn, skDate, staffApi, udalost } from './skodove-udalosti-helpers';
import { expectNoAxeViolations } from './wizard-helpers';

/**
 * Tabs Opatrenia, Stanovisko and Konanie of a damage event (spec part 2 §2–§5, §8): the two questions,
 * a measure of each kind added on /opatrenia/nove-opatrenie (a §5 limit shown under its field) and
 * one removed after the confirmation, the final statement with a 409 from a second editor, and the
 * proceedings through the states (fields enabled per §4, dates dd.mm.rrrr, the amount in EUR).
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/h4-shots';
mkdirSync(SHOTS, { recursive: true });
// the exact texts of spec part 2 §8 (repeated here on purpose)
const MSG = {
  ulozene: 'Údaje boli úspešne uložené.',
  zmazane: 'Opatrenie bolo zmazané.',
  confirm: 'Naozaj si želaté odstrániť dané opatrenie?',
  conflict: 'Údaje medzitým zmenil iný používateľ. Načítajte stránku znova a zmeny zopakujte.',
  buducnost: 'Dátum nemôže byť v budúcnosti.',
};

const choose = (page: Page, label: string) => field(page, label).selectOption({ index: 1 });
const measures = (page: Page) => page.getByTestId('opatrenie');
const shot = (page: Page, name: string) => recordScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });

async function novyDruh(page: Page, uuid: string, druh: string) {
  await page.getByRole('link', { name: 'Nové opatrenie', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/opatrenia/nove-opatrenie$`));
  await field(page, 'Druh opatrenia').selectOption({ label: druh });
  await expect(page.getByRole('heading', { name: druh, exact: true })).toBeVisible();
}

async function ulozitOpatrenie(page: Page, uuid: string) {
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/opatrenia$`));
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
}

test('measures, final statement and proceedings of a damage event, ROZPRACOVANA to ROZHODNUTA', async ({ browser, baseURL }, testInfo) => {
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const { uuid } = await udalost(spravca, 'Medveď napadol ovce v košiari.');
  const page = await signedIn(browser, base, 'skody', `/is/skodove-udalosti/${uuid}`);

  // ---- Opatrenia: the two questions -------------------------------------------------------------
  await page.getByRole('link', { name: 'Opatrenia', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/opatrenia$`));
  await expect(page.getByText('Žiadne záznamy.')).toHaveCount(4);
  const minule = page.getByRole('group', { name: 'Boli v minulosti realizované preventívne opatrenia?' });
  await minule.getByLabel('Áno', { exact: true }).check();
  await field(page, 'Popis realizovaných preventívnych opatrení').fill('Elektrický ohradník okolo košiara od roku 2021.');
  await page.getByRole('group', { name: 'Navrhujú sa nové preventívne opatrenia?' }).getByLabel('Nie', { exact: true }).check();
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await page.reload();
  await expect(minule.getByLabel('Áno', { exact: true })).toBeChecked();
  await expect(field(page, 'Popis realizovaných preventívnych opatrení')).toHaveValue('Elektrický ohradník okolo košiara od roku 2021.');

  // ---- a measure of each kind -------------------------------------------------------------------
  await novyDruh(page, uuid, 'Pastieri / ostraha');
  await field(page, 'Meno').fill('Ján');
  await field(page, 'Priezvisko').fill('Bača');
  await field(page, 'Činnosť v čase vzniku škody').fill('dojenie oviec pri salaši');
  await choose(page, 'Vzdialenosť od stáda');
  await ulozitOpatrenie(page, uuid);

  await novyDruh(page, uuid, 'Umiestnenie stáda');
  await choose(page, 'Umiestnenie');
  await field(page, 'Druh objektu').fill('košiar');
  await choose(page, 'Vzdialenosť od lesných porastov');
  await field(page, 'Množstvo hospodárskych zvierat').fill('240');
  await field(page, 'Druh materiálu').fill('drevené lesy');
  await choose(page, 'Výška ohrady');
  await ulozitOpatrenie(page, uuid);

  await novyDruh(page, uuid, 'Ochranné technické zariadenia');
  await field(page, 'Typ, výrobca, model').fill('Olli 9000 Solar');
  await field(page, 'Napätie').fill('8 kV');
  await choose(page, 'Zdroj el. energie');
  await choose(page, 'Počet vodičov');
  await choose(page, 'Výška OTZ');
  await choose(page, 'Technický stav OTZ');
  await field(page, 'Odplašovacie zariadenia').fill('svetelný plašič');
  await page.getByRole('group', { name: 'Trvalé oplotenie' }).getByLabel('Áno', { exact: true }).check();
  await ulozitOpatrenie(page, uuid);

  await novyDruh(page, uuid, 'Strážne psy');
  await field(page, 'Rasa').fill('slovenský čuvač');
  await choose(page, 'Vek');
  await choose(page, 'Držanie');
  await choose(page, 'Vzdialenosť od stáda');
  await choose(page, 'Správanie');
  await choose(page, 'Následky');
  // §5: the count is at most 99999 – the message under the field, cleared when edited
  await field(page, 'Počet psov').fill('100000');
  await save(page);
  await expect(page.locator('#pocetPsov-error')).toContainText('Zadajte celé číslo od 0 do 99999.');
  await field(page, 'Počet psov').fill('3');
  await expect(page.locator('#pocetPsov-error')).toHaveCount(0);
  await shot(page, '01-nove-opatrenie-strazne-psy');
  await expectNoAxeViolations(page);
  await ulozitOpatrenie(page, uuid);

  // the tab lists the four measures, fields four per row, code-list values by label
  await expect(measures(page)).toHaveCount(4);
  const otz = page.locator('[data-druh="ochranneTechnickeZariadenia"]');
  await expect(otz.getByTestId('opatrenie').locator('.govuk-grid-row')).toHaveCount(2);
  await expect(otz.getByTestId('opatrenie').locator('.govuk-grid-row').first().locator('.es-opatrenie__pole')).toHaveCount(4);
  await expect(otz).toContainText('Olli 9000 Solar');
  await expect(otz).toContainText('Trvalé oplotenie');
  await expect(page.locator('[data-druh="straznePsy"]')).toContainText('slovenský čuvač');
  await expect(page.locator('[data-druh="umiestnenieStada"]')).toContainText('240');
  await expect(page.locator('[data-druh="pastieri"]')).not.toContainText('Žiadne záznamy.');
  await shot(page, '02-opatrenia-styri');
  await expectNoAxeViolations(page);

  // remove one after the confirmation; 'NIE' keeps it. Text typed into the questions meanwhile stays
  // and is saved afterwards (the removal moved the event's version on, the answers did not change)
  await field(page, 'Popis navrhovaných preventívnych opatrení').fill('Doplniť druhého strážneho psa.');
  const pastieri = page.locator('[data-druh="pastieri"]');
  await pastieri.getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByText(MSG.confirm)).toBeVisible();
  await page.getByRole('button', { name: 'NIE', exact: true }).click();
  await expect(measures(page)).toHaveCount(4);
  await pastieri.getByRole('button', { name: /Odstrániť/ }).click();
  await page.getByRole('button', { name: 'Áno, chcem', exact: true }).click();
  await expect(page.getByText(MSG.zmazane)).toBeVisible();
  await expect(measures(page)).toHaveCount(3);
  await expect(pastieri).toContainText('Žiadne záznamy.');
  await shot(page, '03-opatrenie-zmazane');
  await expect(field(page, 'Popis navrhovaných preventívnych opatrení')).toHaveValue('Doplniť druhého strážneho psa.');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await page.reload();
  await expect(field(page, 'Popis navrhovaných preventívnych opatrení')).toHaveValue('Doplniť druhého strážneho psa.');

  // ---- Stanovisko ---------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Stanovisko', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/zaverecne-stanovisko$`));
  await field(page, 'Návrh na úhradu škody').selectOption({ index: 1 });
  await field(page, 'Pôvodca škody').selectOption({ label: 'medveď hnedý (Ursus arctos)' });
  await field(page, 'Zhodnotenie preventívnych opatrení').selectOption({ index: 1 });
  await field(page, 'Zdôvodnenie').fill('Stopy, trus a spôsob usmrtenia zodpovedajú medveďovi hnedému.');
  // a second editor saves first: this save gets 409 and keeps what was typed
  const loaded = await ok<{ version: number }>(await spravca.get(`${IS}/skodove-udalosti/${uuid}/zaverecne-stanovisko`), 'stanovisko');
  await ok(await spravca.put(`${IS}/skodove-udalosti/${uuid}/zaverecne-stanovisko`, { data: { zdovodnenie: 'Iný kolega.', version: loaded.version } }), 'second editor');
  await save(page);
  await expect(page.getByText(MSG.conflict)).toBeVisible();
  await expect(field(page, 'Zdôvodnenie')).toHaveValue('Stopy, trus a spôsob usmrtenia zodpovedajú medveďovi hnedému.');
  await page.reload();
  await expect(field(page, 'Zdôvodnenie')).toHaveValue('Iný kolega.');
  await field(page, 'Návrh na úhradu škody').selectOption({ index: 1 });
  await field(page, 'Pôvodca škody').selectOption({ label: 'medveď hnedý (Ursus arctos)' });
  await field(page, 'Zhodnotenie preventívnych opatrení').selectOption({ index: 1 });
  await field(page, 'Zdôvodnenie').fill('Stopy, trus a spôsob usmrtenia zodpovedajú medveďovi hnedému.');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await shot(page, '04-stanovisko');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(field(page, 'Pôvodca škody').locator('option:checked')).toHaveText('medveď hnedý (Ursus arctos)');

  // ---- Konanie through the states ---------------------------------------------------------------------
  await page.getByRole('link', { name: 'Konanie', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Žiadosť', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rozhodnutie', exact: true })).toBeVisible();
  for (const label of ['Dátum prijatia žiadosti', 'Číslo rozhodnutia', 'Dátum vydania rozhodnutia', 'Suma priznaná v rozhodnutí']) await expect(field(page, label)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);

  // V_SETRENI → VYSETRENA: only the request date
  await ok(await spravca.post(`${IS}/skodove-udalosti/${uuid}/vytvorit-oznamenie`), 'zacat setrenie');
  await ok(await spravca.put(`${IS}/skodove-udalosti/${uuid}/ukonci-setrenie`), 'ukoncit setrenie');
  await page.reload();
  await expect(field(page, 'Dátum prijatia žiadosti')).toBeEnabled();
  await expect(field(page, 'Číslo rozhodnutia')).toBeDisabled();
  await field(page, 'Dátum prijatia žiadosti').fill('01.01.2999');
  await save(page);
  await expect(page.locator('#datumPrijatiaZiadosti-error')).toContainText(MSG.buducnost);
  await field(page, 'Dátum prijatia žiadosti').fill(skDate());
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();

  // measures and statement are read-only now
  await page.getByRole('link', { name: 'Opatrenia', exact: true }).click();
  await expect(page.getByText('V stave Vyšetrená nie je možné opatrenia meniť.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nové opatrenie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Odstrániť/ })).toHaveCount(0);
  await expect(minule.getByLabel('Áno', { exact: true })).toBeDisabled();
  await expect(measures(page)).toHaveCount(3);
  await page.getByRole('link', { name: 'Stanovisko', exact: true }).click();
  await expect(field(page, 'Zdôvodnenie')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);

  // PRIJATA_ZIADOST: the decision fields
  await ok(await spravca.put(`${IS}/skodove-udalosti/${uuid}/ziadost-prijata`), 'ziadost prijata');
  await page.getByRole('link', { name: 'Konanie', exact: true }).click();
  await expect(field(page, 'Dátum prijatia žiadosti')).toBeDisabled();
  await expect(field(page, 'Dátum prijatia žiadosti')).toHaveValue(skDate());
  await field(page, 'Číslo rozhodnutia').fill('OU-BR-OSZP-2026/001234');
  await field(page, 'Dátum vydania rozhodnutia').fill(skDate());
  await field(page, 'Suma priznaná v rozhodnutí').fill('1000000');
  await save(page);
  await expect(page.locator('#sumaPriznanaVRozhodnuti-error')).toContainText('999 999,99 EUR');
  await field(page, 'Suma priznaná v rozhodnutí').fill('1234,5');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  await page.reload();
  await expect(field(page, 'Suma priznaná v rozhodnutí')).toHaveValue('1\u00a0234,50');
  await expect(page.locator('.es-input-suffix')).toHaveText('EUR');

  // ROZHODNUTA: the decision stays editable
  await ok(await spravca.put(`${IS}/skodove-udalosti/${uuid}/rozhodnuta`), 'rozhodnuta');
  await page.reload();
  await expect(field(page, 'Číslo rozhodnutia')).toBeEnabled();
  await field(page, 'Číslo rozhodnutia').fill('OU-BR-OSZP-2026/001235');
  await save(page);
  await expect(page.getByText(MSG.ulozene)).toBeVisible();
  const konanie = await ok<Record<string, unknown>>(await spravca.get(`${IS}/skodove-udalosti/${uuid}/konanie`), 'konanie');
  expect(konanie).toMatchObject({ skodovaUdalostStav: 'ROZHODNUTA', cisloRozhodnutia: 'OU-BR-OSZP-2026/001235', sumaPriznanaVRozhodnuti: 1234.5 });
  expect(konanie.datumPrijatiaZiadosti).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shot(page, '05-konanie-rozhodnuta');
  await expectNoAxeViolations(page);
  await finalScreenshot(page, testInfo, 'konanie');
});
