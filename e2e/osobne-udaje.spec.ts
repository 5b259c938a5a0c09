/**
 * Personal data (right OSOBNE_UDAJE): the data-protection officer finds a person and downloads their
 * own copy; the screen is axe clean on a phone (390 px) and a desktop (1280 px).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { finalScreenshot } from './helpers';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';

const PERSON = { meno: 'Bernardína', priezvisko: 'Exportová', datumNarodenia: '1958-02-11', email: 'bernardina.exportova@example.sk' };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => v.id);
}

test('finds a person by name and downloads everything held about them', async ({ browser, baseURL }, testInfo) => {
  const page = await signedIn(browser, baseURL as string, 'spravca');
  const api = page.request;
  const { oznamenie } = await udalost(api, 'Osobné údaje: ovce pri lese.');
  const ciselniky = await ok<{ type: string; values: { uuid: string }[] }[]>(await api.get('/api/web-oznamenie/ciselniky?typy=OBEC,STAT'), 'ciselniky');
  const [obec, stat] = ['OBEC', 'STAT'].map((t) => ciselniky.find((c) => c.type === t)?.values[0].uuid);
  await ok(
    await api.post(`${IS}/oznamenie/${oznamenie}/vytvorit-poskodeneho`, {
      data: { typSubjektu: 'FO', ...PERSON, gdprSuhlas: true, datumSuhlasu: '2026-01-10', adresa: { obecId: obec, statId: stat, ulica: 'Exportná' } },
    }),
    'party',
  );

  await page.goto('/is');
  await page.getByRole('link', { name: 'Osobné údaje', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje' })).toBeVisible();
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  await expect(page.getByRole('alert')).toContainText('Zadajte meno, dátum narodenia, IČO alebo e-mail.');

  await page.getByLabel('Meno a priezvisko alebo obchodné meno').fill('bernardina exportova');
  await page.getByLabel('Dátum narodenia').fill(PERSON.datumNarodenia);
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  const row = page.getByRole('row', { name: /Bernardína Exportová/ });
  await expect(row).toContainText('11.02.1958');
  await expect(row).toContainText(PERSON.email);
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /^JSON/ }).click();
  const file = await (await download).path();
  const copy = JSON.parse(readFileSync(file, 'utf8'));
  expect(copy.osoba).toMatchObject({ meno: PERSON.meno, priezvisko: PERSON.priezvisko, email: PERSON.email });
  expect(copy.oznamenia.map((o: { uuid: string }) => o.uuid)).toEqual([oznamenie]);
  expect((await download).suggestedFilename()).toMatch(/^osobne-udaje-[0-9a-f]{8}\.json$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await finalScreenshot(page, testInfo, 'osobne-udaje-phone');
});
