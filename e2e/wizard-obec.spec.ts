import { expect, type Page, test } from '@playwright/test';
import { chooseObec, expectNoAxeViolations, fillStep1, next, shot, stepHeading } from './wizard-helpers';

/**
 * The municipality type-ahead field on a phone (step 2 address, and the 'choose the municipality
 * instead' place on step 1). The local seed holds only two districts' municipalities: the code list
 * the browser gets is extended with Banská Bystrica and a second Dúbrava, as in the full list.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Options of the type-ahead list (the native selects' options are options too). */
const obecOptions = (page: Page) => page.getByRole('listbox', { name: 'Obec – možnosti', exact: true });

async function fullerCodeList(page: Page) {
  await page.route('**/ciselniky?**', async (route) => {
    const response = await route.fetch();
    const lists = (await response.json()) as { type: string; values: { uuid: string; label: string; nadradenaPolozkaUuid?: string }[] }[];
    const okres = (label: string) => lists.find((l) => l.type === 'OKRES')?.values.find((v) => v.label === label)?.uuid;
    const obce = lists.find((l) => l.type === 'OBEC');
    if (obce) {
      obce.values.push(
        { uuid: '0b1e0000-0000-4000-8000-000000000001', label: 'Banská Bystrica', type: 'OBEC', nadradenaPolozkaUuid: okres('Banská Bystrica'), aktivna: true } as never,
        { uuid: '0b1e0000-0000-4000-8000-000000000002', label: 'Dúbrava', type: 'OBEC', nadradenaPolozkaUuid: okres('Snina'), aktivna: true } as never,
      );
    }
    await route.fulfill({ response, json: lists });
  });
}

test('typing without diacritics finds the municipality; choosing it fills okres and kraj', async ({ page }, testInfo) => {
  await fullerCodeList(page);
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  await page.getByLabel('Fyzická osoba', { exact: true }).check();

  const obec = page.getByRole('combobox', { name: 'Obec', exact: true });
  // a name several municipalities share carries its district
  await obec.fill('dubr');
  await expect(obecOptions(page).getByRole('option')).toHaveText(['Dúbrava (okres Liptovský Mikuláš)', 'Dúbrava (okres Snina)']);
  await obec.press('ArrowDown');
  await expect(obecOptions(page).getByRole('option', { name: 'Dúbrava (okres Liptovský Mikuláš)' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, testInfo, 'obec-open');
  await obec.press('Escape');
  await expect(obec).toHaveAttribute('aria-expanded', 'false');

  await obec.fill('banska bys');
  await expect(obec).toHaveAttribute('aria-expanded', 'true');
  await expect(obecOptions(page).getByRole('option')).toHaveText(['Banská Bystrica']);
  await expectNoAxeViolations(page);
  await obecOptions(page).getByRole('option', { name: 'Banská Bystrica' }).click();
  await expect(obec).toHaveValue('Banská Bystrica');
  await expect(page.getByLabel('Okres').locator('option:checked')).toHaveText('Banská Bystrica');
  await expect(page.getByLabel('Kraj').locator('option:checked')).toHaveText('Banskobystrický kraj');

  // a chosen okres narrows the list: clear it to reach another district
  await page.getByLabel('Okres').selectOption({ label: 'Vyberte' });
  await expect(obec).toHaveValue('');

  // a real municipality is saved with the step: back on the step, it is shown again
  await chooseObec(page, 'Bacúch', 'bac');
  await page.getByLabel('Meno', { exact: true }).fill('Ján');
  await page.getByLabel('Priezvisko', { exact: true }).fill('Ovčiar');
  await next(page);
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Obec', exact: true })).toHaveValue('Bacúch');
});

test('step 1: the municipality instead of the map', async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await page.getByLabel('Druh škody').selectOption({ label: 'Domestikované živočíchy' });
  await page.getByLabel('Popis škody').fill('Vlk strhol ovcu.');
  const obec = page.getByRole('combobox', { name: 'Obec', exact: true });
  await obec.fill('lipt');
  await expect(obecOptions(page).getByRole('option').first()).toHaveText('Liptovská Anna');
  await shot(page, testInfo, 'obec-step1-open');
  await obecOptions(page).getByRole('option', { name: 'Liptovský Hrádok' }).click();
  await expect(obec).toHaveValue('Liptovský Hrádok');
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
});
