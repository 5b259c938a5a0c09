import { expect, test } from '@playwright/test';
import { chooseObec, expectNoAxeViolations, fillStep1, fillStep3, next, shot, stepHeading } from './wizard-helpers';

const KOD = /OZN-\d{4}-\d{6}/;

test('PO: picking an existing subject by IČO fills the form and is sent', async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/');
  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();

  await page.getByLabel('Právnická osoba').check();
  // no choice yet: the server's (and the client's) general error
  await page.getByLabel('IČO').fill('316');
  await expect(page.getByRole('status').filter({ hasText: /Nájdené subjekty|Nájdený 1 subjekt/ })).toBeVisible();
  await next(page);
  await expect(page.locator('.govuk-error-summary')).toContainText(
    'Pre posun do ďalšieho kroku je nutné zvoliť existujúci subjekt poškodeného alebo vytvoriť nový.',
  );
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step2-search');

  await page.getByRole('button', { name: 'Vybrať Poľnohospodárske družstvo Pohorelá - Farma Zlatno' }).click();
  await expect(page.getByLabel('Obchodné meno')).toHaveValue('Poľnohospodárske družstvo Pohorelá');
  await expect(page.getByLabel('Názov prevádzky')).toHaveValue('Farma Zlatno');
  await expect(page.getByRole('button', { name: /^Vybrať/ })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('976 69');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step2-picked');

  // changing the IČO resets the choice
  await page.getByLabel('IČO').fill('3160000');
  await expect(page.getByLabel('Obchodné meno')).toHaveCount(0);
  await page.getByLabel('IČO').fill('31600001');
  await page.getByRole('button', { name: 'Vybrať Poľnohospodárske družstvo Pohorelá - Farma Zlatno' }).click();
  await next(page);

  await fillStep3(page, { consent: false });
  await expect(page.getByLabel('Súhlasím so spracovaním osobných údajov')).toHaveCount(0);
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('31600001');
  await expect(page.getByRole('main')).toContainText('Farma Zlatno');
  await expect(page.getByRole('main')).not.toContainText('Súhlas so spracovaním');
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(page.locator('.es-sent-code')).toHaveText(KOD);
});

test('FO podnikateľ: an IČO without results offers to create a new subject, which is sent', async ({ page }) => {
  await page.goto('/hlasenie-skody/');
  await fillStep1(page, { typSkody: 'Včely a včel. zariadenia' });
  await next(page);

  await page.getByLabel('Fyzická osoba – podnikateľ').check();
  await page.getByLabel('IČO').fill('99999999');
  await expect(page.getByText('Nebol nájdený žiadny subjekt s IČO: "99999999"')).toBeVisible();
  await page.getByRole('button', { name: 'Vytvoriť subjekt' }).click();
  await expect(page.getByLabel('IČO')).toHaveValue('99999999');
  await expect(page.getByText('Nový subjekt')).toBeVisible();
  await next(page);
  await expect(page.locator('#obchodneMeno-error')).toContainText('Zadajte obchodné meno.');
  await page.getByLabel('Obchodné meno').fill('Včelárstvo Nové, s.r.o.');
  await chooseObec(page, 'Bacúch');
  await next(page);

  await fillStep3(page, { consent: false });
  await next(page);
  await expect(page.getByRole('main')).toContainText('Včelárstvo Nové, s.r.o.');
  await expect(page.getByRole('main')).toContainText('Fyzická osoba – podnikateľ');
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(page.locator('.es-sent-code')).toHaveText(KOD);
});
