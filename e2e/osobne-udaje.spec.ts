/**
 * Personal data (right OSOBNE_UDAJE): the data-protection officer finds a person, downloads their own
 * copy and erases them on request – refused for a person whose event is in proceedings; an erased
 * person's notification and event show the mark. Axe clean on a phone (390 px) and a desktop (1280 px).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeFor, finalScreenshot } from './helpers';
import { IS, ok, signedIn, skDate, udalost } from './skodove-udalosti-helpers';

const PERSON = { meno: 'Bernardína', priezvisko: 'Exportová', datumNarodenia: '1958-02-11', email: 'bernardina.exportova@example.sk' };
/** A person whose event is in proceedings (a legal hold). */
const HELD = { meno: 'Hedviga', priezvisko: 'Konaniová', datumNarodenia: '1961-05-03', email: 'hedviga.konaniova@example.sk' };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => v.id);
}

test('finds a person, downloads everything held about them and erases them on request', async ({ browser, baseURL }, testInfo) => {
  const page = await signedIn(browser, baseURL as string, 'spravca');
  const api = page.request;
  const ciselniky = await ok<{ type: string; values: { uuid: string }[] }[]>(await api.get('/api/web-oznamenie/ciselniky?typy=OBEC,STAT'), 'ciselniky');
  const [obec, stat] = ['OBEC', 'STAT'].map((t) => ciselniky.find((c) => c.type === t)?.values[0].uuid);
  // the party is assigned before the event is made, so the event is theirs too
  const withParty = (person: typeof PERSON) => async (oznamenie: string) => {
    await ok(
      await api.post(`${IS}/oznamenie/${oznamenie}/vytvorit-poskodeneho`, {
        data: { typSubjektu: 'FO', ...person, gdprSuhlas: true, datumSuhlasu: '2026-01-10', adresa: { obecId: obec, statId: stat, ulica: 'Exportná' } },
      }),
      'party',
    );
  };
  const { oznamenie, uuid: udalostUuid } = await udalost(api, 'Osobné údaje: ovce pri lese.', { beforeAssign: withParty(PERSON) });
  const held = await udalost(api, 'Osobné údaje: včely v konaní.', { beforeAssign: withParty(HELD) });
  // 'Začať šetrenie': the event is in proceedings
  await ok(await api.post(`${IS}/skodove-udalosti/${held.uuid}/vytvorit-oznamenie`), 'start');
  const heldKod = (await ok<{ kod: string }>(await api.get(`${IS}/skodove-udalosti/${held.uuid}`), 'held')).kod;

  await page.goto('/is');
  await page.getByRole('link', { name: 'Osobné údaje', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje' })).toBeVisible();
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  await expect(page.getByRole('alert')).toContainText('Zadajte meno, dátum narodenia, IČO alebo e-mail.');

  await page.getByLabel('Meno a priezvisko alebo obchodné meno').fill('bernardina exportova');
  // the birth date is typed as every staff date (dd.mm.rrrr), not in the browser's own date picker
  const datum = page.getByLabel('Dátum narodenia');
  await expect(datum).toHaveAttribute('type', 'text');
  await datum.fill('29.2.1958');
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  await expect(page.getByRole('alert')).toContainText('Zadajte dátum v tvare dd.mm.rrrr.');
  await expect(datum).toHaveAttribute('aria-invalid', 'true');
  await datum.fill('11.2.1958');
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  const row = page.getByRole('row', { name: /Bernardína Exportová/ });
  await expect(row).toContainText('11.02.1958');
  await expect(datum).toHaveValue('11.02.1958');
  await expect(page).toHaveURL(/datumNarodenia=1958-02-11/);
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
  await page.setViewportSize({ width: 1280, height: 900 });

  // a person whose event is in proceedings: refused, with the reason why
  await page.getByLabel('Meno a priezvisko alebo obchodné meno').fill('Hedviga Konaniová');
  await page.getByLabel('Dátum narodenia').fill('');
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  await page.getByRole('row', { name: /Hedviga Konaniová/ }).getByRole('button', { name: /^Anonymizovať/ }).click();
  await expect(page.getByRole('heading', { name: 'Anonymizovať osobné údaje: Hedviga Konaniová' })).toBeFocused();
  await page.getByRole('button', { name: 'Anonymizovať osobné údaje' }).click();
  await expect(page.getByRole('alert')).toContainText('Zadajte dôvod anonymizácie.');
  await page.getByLabel('Dôvod anonymizácie').fill('Žiadosť osoby o vymazanie.');
  await page.getByRole('button', { name: 'Anonymizovať osobné údaje' }).click();
  await expect(page.getByRole('alert')).toContainText(`Osobné údaje nemožno anonymizovať: škodová udalosť ${heldKod} je v konaní.`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Zrušiť' }).click();

  // the person without a legal hold: erased, and gone from the search by their name
  await page.getByLabel('Meno a priezvisko alebo obchodné meno').fill('Bernardína Exportová');
  await page.getByRole('button', { name: 'Vyhľadať' }).click();
  await row.getByRole('button', { name: /^Anonymizovať/ }).click();
  await page.getByLabel('Dôvod anonymizácie').fill('Žiadosť osoby o vymazanie.');
  await page.getByRole('button', { name: 'Anonymizovať osobné údaje' }).click();
  const mark = new RegExp(`^Osobné údaje boli anonymizované dňa ${skDate().replace(/\./g, '\\.')}`);
  await expect(page.getByText(mark)).toBeVisible();
  await expect(row).toHaveCount(0);

  // their notification and event say so in the header
  for (const path of [`/is/oznamenia/${oznamenie}`, `/is/skodove-udalosti/${udalostUuid}`]) {
    await page.goto(path);
    await expect(page.locator('.govuk-inset-text').filter({ hasText: mark })).toBeVisible();
    await expect(page.getByText('Exportová')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.govuk-inset-text').filter({ hasText: mark })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await finalScreenshot(page, testInfo, 'osobne-udaje-phone');
});
