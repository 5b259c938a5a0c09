/**
 * Code lists (spec part 2 §2 'Code lists', §6, §8): a code-list administrator adds, edits,
 * deactivates, deletes and exports an item; a used item is refused with the offer to deactivate
 * it; a user with only EVIDENCIA_SKOD sees the lists without edit buttons.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeFor, finalScreenshot, signIn } from './helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openCiselnik(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Cenníky a číselníky' }).click();
  await page.getByRole('link', { name: 'Číselníky', exact: true }).click();
  await expect(page).toHaveURL(/\/is\/ciselniky$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cenníky a číselníky' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zoznam číselníkov' })).toBeVisible();
  // 38 types, 20 per page: the one asked for may be on the second page
  if ((await page.getByRole('link', { name: label, exact: true }).count()) === 0) {
    await page.getByRole('navigation', { name: 'Stránkovanie' }).getByRole('button', { name: '2' }).click();
  }
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('a code-list administrator adds, edits, deactivates, deletes and exports an item', async ({ page }, testInfo) => {
  await signIn(page, 'cenniky');
  await openCiselnik(page, 'Druh poľovnej zveri');
  await expect(page).toHaveURL(/\/is\/ciselniky\/druh-polovna-zver$/);

  // new item → back on the detail with the success message
  await page.getByRole('link', { name: 'Nová položka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nová položka číselníka' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('link', { name: 'Povinný údaj.' })).toBeVisible();
  await page.getByLabel('Názov položky').fill('bažant obyčajný – skúšobný');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/is\/ciselniky\/druh-polovna-zver$/);
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(row(page, 'bažant obyčajný – skúšobný')).toContainText('Aktívna');

  // edit the label
  await row(page, 'bažant obyčajný – skúšobný').getByRole('link', { name: /Upraviť/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Úprava položky číselníka' })).toBeVisible();
  await page.getByLabel('Názov položky').fill('bažant obyčajný (skúšobný)');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(row(page, 'bažant obyčajný (skúšobný)')).toBeVisible();

  // deactivate: greyed out, no edit or delete
  await row(page, 'bažant obyčajný (skúšobný)').getByRole('link', { name: /Upraviť/ }).click();
  await page.getByLabel('Aktívna položka').uncheck();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  const inactive = row(page, 'bažant obyčajný (skúšobný)');
  await expect(inactive).toContainText('Neaktívna');
  await expect(inactive).toHaveClass(/es-ciselniky-row--neaktivna/);
  await expect(inactive.getByRole('link', { name: /Upraviť/ })).toHaveCount(0);
  await expect(inactive.getByRole('button', { name: /Odstrániť/ })).toHaveCount(0);

  // delete an unused item with the spec's confirmation
  await page.getByRole('link', { name: 'Nová položka' }).click();
  await page.getByLabel('Názov položky').fill('bažant – na zmazanie');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await row(page, 'bažant – na zmazanie').getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť danú položku?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Položka bola zmazaná.')).toBeVisible();
  await expect(row(page, 'bažant – na zmazanie')).toHaveCount(0);

  // CSV export: file name from content-disposition, UTF-8 with BOM
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export do CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ciselnik-druh-polovna-zver-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('bažant obyčajný (skúšobný);nie');
  await finalScreenshot(page, testInfo, 'ciselnik-druh-polovna-zver');
});

test('an item records use cannot be deleted: the message offers to deactivate it', async ({ page }, testInfo) => {
  await signIn(page, 'cenniky');
  await openCiselnik(page, 'Okres');
  // the list comes in its order (Poradie); by name, then descending in Slovak collation starts with Žilina, and the order is in the URL
  await expect(page.getByRole('columnheader', { name: /Poradie/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: /Názov/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /Názov/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('columnheader', { name: /Názov/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /Názov/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1)).toContainText('Žilina');
  await expect(page).toHaveURL(/sortDirection=DESC/);
  await page.goto('/is/ciselniky/okres');
  await row(page, 'Brezno').getByRole('button', { name: /Odstrániť/ }).click();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText(/Položku nie je možné odstrániť, pretože ju používajú záznamy/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Označiť ako neaktívnu' })).toBeVisible();
  await expect(row(page, 'Brezno')).toContainText('Aktívna');
  await finalScreenshot(page, testInfo, 'ciselnik-okres-pouzita');
});

test('a user with only EVIDENCIA_SKOD sees the code lists without edit buttons', async ({ page }, testInfo) => {
  await signIn(page, 'skody');
  await openCiselnik(page, 'Živočích určený ako pôvodca škody');
  await expect(row(page, 'medveď hnedý')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nová položka' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export do CSV' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Upraviť/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Odstrániť/ })).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'ciselnik-povodca-skody-skody');

  await page.goto('/is/ciselniky/povodca-skody/nova-polozka');
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  await page.goto('/is/ciselniky/neznamy-ciselnik');
  await expect(page.getByText('Stránka nebola nájdená.')).toBeVisible();
});

test('on a phone the code-list rows stack within the screen and axe finds no violation', async ({ page }, testInfo) => {
  await signIn(page, 'cenniky');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/is/ciselniky/okres');
  const brezno = row(page, 'Brezno');
  await expect(brezno).toBeVisible();
  expect(await brezno.locator('td[data-label="Kód"]').evaluate((td) => getComputedStyle(td).display)).toBe('block');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await finalScreenshot(page, testInfo, 'ciselnik-okres-phone');
});
