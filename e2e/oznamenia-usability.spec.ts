import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { shot } from './wizard-helpers';

/** What staff met in their first week on the notification list (issue 17). */

test('list filters: slow typing keeps focus and every keystroke; a date typed right after Tab is kept', async ({ page }, testInfo) => {
  await login(page, 'oznamenia', '/auth?navrat=/is/oznamenia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();

  // ~250 ms per key: the 300 ms debounce fires in between and the URL changes while typing
  const poskodeny = page.getByLabel('Poškodený', { exact: true });
  await poskodeny.click();
  await page.keyboard.type('Ovčiar', { delay: 250 });
  await expect(page).toHaveURL(/poskodeny=Ov%C4%8Diar/);
  await expect(poskodeny).toHaveValue('Ovčiar');
  await expect(poskodeny).toBeFocused();
  // … and again after a pause longer than the debounce, mid-word
  await page.keyboard.press('Backspace', { delay: 400 });
  await page.waitForTimeout(500);
  await page.keyboard.type('ar', { delay: 250 });
  await expect(page).toHaveURL(/poskodeny=Ov%C4%8Diaar/);
  await expect(poskodeny).toHaveValue('Ovčiaar');
  await expect(poskodeny).toBeFocused();

  // 'Od' then Tab and 'Do' typed at once (2026-11-01 style accepted too): nothing is lost
  const od = page.getByLabel('Dátum oznámenia od');
  const doDate = page.getByLabel('Dátum oznámenia do');
  await expect(page.locator('#from-hint')).toHaveText('dd.mm.rrrr');
  await od.click();
  await page.keyboard.type('1.1.2025', { delay: 60 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('2025-12-31', { delay: 120 });
  await expect(page).toHaveURL(/from=2025-01-01/);
  await expect(doDate).toHaveValue('2025-12-31');
  await expect(doDate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/to=2025-12-31/);
  await expect(od).toHaveValue('01.01.2025');
  await expect(doDate).toHaveValue('31.12.2025');
  await expect(doDate).toBeFocused();

  // the tags use the ID-SK font, and removing one clears its field (changes made elsewhere still reach the form)
  const tags = page.getByRole('list', { name: 'Aktívne filtre' });
  const tag = tags.getByRole('button', { name: /Poškodený: Ovčiaar/ });
  expect(await tag.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Source Sans Pro/);
  await shot(page, testInfo, 'filters-typed');
  await tag.click();
  await expect(poskodeny).toHaveValue('');
  await expect(page).not.toHaveURL(/poskodeny=/);
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(/\/is\/oznamenia\/?$/);
  await expect(od).toHaveValue('');
  await expect(doDate).toHaveValue('');
});
