/**
 * Price lists (spec part 2 §2 'Price lists', §6, §8): a price-list administrator creates a version
 * valid from tomorrow, sees it as NEPLATNÝ with its range, exports its CSV and removes it; a user
 * with only EVIDENCIA_SKOD sees the lists read-only.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dayAfter } from '@shared/domain/cennik';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { finalScreenshot, signIn } from './helpers';

const tomorrow = dayAfter(todayIso());

test('a price-list administrator creates a version from tomorrow, sees it NEPLATNÝ, exports its CSV and removes it', async ({ page }, testInfo) => {
  await signIn(page, 'cenniky');
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Cenníky a číselníky' }).click();
  await expect(page).toHaveURL(/\/is\/cenniky$/);
  // cattle by default, its valid version
  await expect(page.getByRole('heading', { level: 2, name: 'PLATNÝ Hovädzí dobytok' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'teľa' })).toContainText('3,20');
  await expect(page.getByText('Ckd', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iné verzie (1)' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Typy cenníkov' }).getByRole('link', { name: 'Poľovná zver' }).click();
  await expect(page).toHaveURL(/\/is\/cenniky\/polovna-zver$/);
  // the URL changes before the new list has loaded: wait for it, or 'Nová verzia' of cattle may be clicked
  await expect(page.getByRole('heading', { level: 2, name: 'PLATNÝ Poľovná zver' })).toBeVisible();
  await page.getByRole('link', { name: 'Nová verzia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nová verzia - Poľovná zver' })).toBeVisible();
  await expect(page.getByLabel('Platný od')).toHaveValue(formatDateSk(tomorrow));
  // a value out of range is shown under its cell
  await page.getByLabel('PPH 1', { exact: true }).fill('10000');
  await page.getByRole('button', { name: 'Uložiť verziu' }).click();
  await expect(page.getByText('Zadajte číslo od 0 do 9 999,99 s najviac dvomi desatinnými miestami.')).toBeVisible();
  await page.getByLabel('PPH 1', { exact: true }).fill('72,5');
  // a typed version is not lost by a click elsewhere: leaving asks first
  await page.locator('.govuk-back-link').click();
  const guard = page.getByRole('dialog', { name: 'Máte neuložené zmeny' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Zostať na stránke' }).click();
  await expect(page.getByLabel('PPH 1', { exact: true })).toHaveValue('72,5');
  await page.getByRole('button', { name: 'Uložiť verziu' }).click();

  await expect(page).toHaveURL(/\/is\/cenniky\/polovna-zver\/verzia-2$/);
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'NEPLATNÝ Poľovná zver' })).toBeVisible();
  await expect(page.getByText(`(Platný od ${formatDateSk(tomorrow)})`)).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'daniel škvrnitý – daniel', exact: true }) })).toContainText('72,50');
  await expect(page.getByRole('link', { name: 'Nová verzia' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iné verzie (2)' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export do CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('cennik-polovna-zver-verzia-2.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('daniel škvrnitý – daniel;72,50;3,50');
  await finalScreenshot(page, testInfo, 'cennik-polovna-zver-nova-verzia');

  await page.getByRole('button', { name: 'Odstrániť' }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť danú časovú verziu?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Časová verzia bola zmazaná.')).toBeVisible();
  await expect(page).toHaveURL(/\/is\/cenniky\/polovna-zver$/);
  await expect(page.getByRole('heading', { level: 2, name: 'PLATNÝ Poľovná zver' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iné verzie (1)' })).toBeVisible();
});

test('a user with only EVIDENCIA_SKOD sees the price lists read-only', async ({ page }, testInfo) => {
  await signIn(page, 'skody', '/is/cenniky/polne-plodiny');
  await expect(page.getByRole('heading', { level: 2, name: 'PLATNÝ Poľné plodiny' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'pšenica ozimná' })).toContainText('195,00');
  await expect(page.getByRole('link', { name: 'Nová verzia' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export do CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pridať položku' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Iné verzie (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Poľné plodiny | Iné verzie' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '01.01.2024' })).toContainText('-');
  await finalScreenshot(page, testInfo, 'cennik-polne-plodiny-skody');

  await page.goto('/is/cenniky/polne-plodiny/nova-verzia');
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  await page.goto('/is/cenniky/neznamy-cennik');
  await expect(page.getByText('Stránka nebola nájdená.')).toBeVisible();
});
