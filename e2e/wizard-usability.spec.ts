import { expect, type Locator, type Page, test } from '@playwright/test';
import { recordScreenshot } from './helpers';
import { expectNoAxeViolations, fillStep1, fillStep2Fo, next, shot, stepHeading } from './wizard-helpers';

/** What reporters met in their first week in the public wizard. */

const PHONE = { width: 390, height: 844 };

/** Bottom edge of the sticky ID-SK header (0 when it does not stick). */
const headerBottom = (page: Page) =>
  page.locator('header.idsk-header-web').evaluate((h) => (getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0));

/** `el` is on screen and starts below the sticky header (WCAG 2.2 SC 2.4.11 Focus not obscured). */
async function expectBelowHeader(page: Page, el: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const top = await el.evaluate((e) => e.getBoundingClientRect().top);
      const bottom = await headerBottom(page);
      return top >= bottom && top < PHONE.height - 40;
    })
    .toBe(true);
}

test('phone: after a failed "Ďalej" the error summary and the field its link jumps to are visible below the sticky header', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/hlasenie-skody/');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  expect(await headerBottom(page)).toBeGreaterThan(60);

  // step 1: 'Ďalej' at the bottom of a long page
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
  await shot(page, testInfo, 'step1-summary-phone');
  await recordScreenshot(page, { path: testInfo.outputPath('step1-summary-viewport.png') });

  // the link to 'Popis škody' (lower on the page) puts the field and its label below the header, focused
  await summary.getByRole('link', { name: 'Opíšte škodu.' }).click();
  const popis = page.getByLabel('Popis škody');
  await expect(popis).toBeFocused();
  await expectBelowHeader(page, page.locator('label[for="popisSkody"]'));
  await expectBelowHeader(page, popis);
  // a link to a field above: 'Druh škody'
  await summary.scrollIntoViewIfNeeded();
  await summary.getByRole('link', { name: 'Vyberte druh škody.' }).click();
  await expect(page.getByLabel('Druh škody')).toBeFocused();
  await expectBelowHeader(page, page.getByLabel('Druh škody'));
  await recordScreenshot(page, { path: testInfo.outputPath('step1-link-viewport.png') });

  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  await page.getByLabel('Fyzická osoba', { exact: true }).check();
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
  await recordScreenshot(page, { path: testInfo.outputPath('step2-summary-viewport.png') });

  await fillStep2Fo(page);
  await next(page);
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
});

test('IČO search offers only subjects of the chosen type: a self-employed person is never offered a company', async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/');
  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  const status = page.locator('#ico-status');

  await page.getByLabel('Fyzická osoba – podnikateľ').check();
  await page.getByLabel('IČO').fill('316');
  await expect(status).toHaveText('Nebol nájdený žiadny subjekt s IČO: "316"');
  await expect(page.getByRole('button', { name: /^Vybrať/ })).toHaveCount(0);
  await page.getByLabel('IČO').fill('412');
  await expect(page.getByRole('button', { name: 'Vybrať Ján Medovec – včelárstvo - Včelnica Bobrovec' })).toBeVisible();
  await shot(page, testInfo, 'ico-fo-podnikatel');

  await page.getByLabel('Právnická osoba').check();
  await page.getByLabel('IČO').fill('316');
  await expect(page.getByRole('button', { name: 'Vybrať Poľnohospodárske družstvo Pohorelá - Farma Zlatno' })).toBeVisible();
  await page.getByLabel('IČO').fill('412');
  await expect(status).toHaveText('Nebol nájdený žiadny subjekt s IČO: "412"');
});

test("'Zrušiť oznámenie' abandons the draft after the spec's confirmation; the wizard starts fresh", async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/');
  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();

  // 'NIE' keeps everything
  await page.getByRole('button', { name: 'Zrušiť oznámenie' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveText(/Naozaj si želáte zrušiť rozpracované oznámenie\? Operácia je nenávratná!/);
  await expect(dialog).toBeFocused();
  await shot(page, testInfo, 'cancel-confirm');
  await dialog.getByRole('button', { name: 'NIE' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();

  // 'Áno, chcem': a fresh draft at step 1 – empty form, the later steps closed, also after a reload
  await page.getByRole('button', { name: 'Zrušiť oznámenie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await expect(page.getByLabel('Popis škody')).toHaveValue('');
  await expect(page.getByLabel('Druh škody')).toHaveValue('');
  const nav = page.getByRole('navigation', { name: 'Kroky oznámenia' });
  await expect(nav.getByRole('link', { name: /Údaje o poškodenom/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Popis škody')).toHaveValue('');
  await page.goto('/hlasenie-skody/udaje-o-poskodenom');
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);

  // the same on the first step: the form empties
  await fillStep1(page);
  await page.getByRole('button', { name: 'Zrušiť oznámenie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByLabel('Popis škody')).toHaveValue('');
  await expectNoAxeViolations(page);
});

test("error summary in page order, one error per field, Slovak character counts, 'Upraviť údaje' returns to the summary", async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await next(page);
  const summary = page.locator('.govuk-error-summary');
  // the fields' order on the page: type, place, description
  await expect(summary.getByRole('listitem')).toHaveText(['Vyberte druh škody.', /Vyznačte miesto škody/, 'Opíšte škodu.']);

  const popis = page.getByLabel('Popis škody');
  await popis.fill('a'.repeat(999));
  await expect(page.locator('#popisSkody-info')).toHaveText('Zostáva 1 znak');
  await popis.fill('a'.repeat(997));
  await expect(page.locator('#popisSkody-info')).toHaveText('Zostávajú 3 znaky');
  await popis.fill('a'.repeat(1003));
  await expect(page.locator('#popisSkody-info')).toHaveText('Prekročili ste limit o 3 znaky');
  await popis.fill('a'.repeat(1005));
  await expect(page.locator('#popisSkody-info')).toHaveText('Prekročili ste limit o 5 znakov');

  await fillStep1(page);
  await next(page);
  await fillStep2Fo(page);
  await next(page);
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await page.getByLabel('E-mail').fill('jan.ovciar@example.sk');
  await next(page);
  // an empty phone number: one error ('required'), not also 'wrong format'
  await expect(summary.getByRole('listitem').filter({ hasText: /[Tt]elefón/ })).toHaveCount(1);
  await expect(page.locator('#telefonneCislo-error')).toHaveCount(1);
  await shot(page, testInfo, 'step3-one-phone-error');
  await page.getByLabel('Telefónne číslo').fill('00421 905 123 456');
  await page.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();

  // 'Upraviť údaje' → the step → 'Ďalej' saves and comes back to the summary
  await page.getByRole('link', { name: /Upraviť údaje – Údaje o škode/ }).click();
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await page.getByLabel('Popis škody').fill('Medveď strhol štyri ovce.');
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Medveď strhol štyri ovce.');
  await page.getByRole('link', { name: /Upraviť údaje – Kontaktné informácie/ }).click();
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
});
