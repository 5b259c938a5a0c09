import { expect, test } from '@playwright/test';
import { finalScreenshot, login, navLabels } from './helpers';

/** Spec part 1 §2 'Staff top navigation', part 2 §6 – per demo account. */
const NAV: Record<string, string[]> = {
  spravca: ['Oznámenia', 'Škodové udalosti', 'Cenníky a číselníky', 'Štatistiky', 'Nastavenia', 'Osobné údaje'],
  oznamenia: ['Oznámenia', 'Cenníky a číselníky'],
  skody: ['Oznámenia', 'Škodové udalosti', 'Cenníky a číselníky'],
  analytik: ['Štatistiky'],
  cenniky: ['Cenníky a číselníky'],
  bezprav: [],
};

for (const [account, expected] of Object.entries(NAV)) {
  test(`${account} signs in, lands in /is and sees exactly its navigation`, async ({ page }, testInfo) => {
    await login(page, account);

    // /is is the notification list for those who may see it (spec part 1 §2), else a greeting
    const list = expected.includes('Oznámenia');
    await expect(page).toHaveURL(list ? /\/is\/oznamenia\/?$/ : /\/is\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: list ? 'Zoznam oznámení' : 'Evidencia škôd' })).toBeVisible();
    expect(await navLabels(page)).toEqual(expected);
    await expect(page.getByRole('button', { name: 'Odhlásiť' })).toBeVisible();
    await finalScreenshot(page, testInfo, `is-${account}`);
  });
}

test('each navigation item of spravca opens its area', async ({ page }) => {
  await login(page, 'spravca');
  await expect(page).toHaveURL(/\/is(\/oznamenia)?\/?$/);
  const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
  // Each area opens with its own heading (areas still being built say so on their page).
  const targets: [string, RegExp, string][] = [
    ['Oznámenia', /\/is\/oznamenia$/, 'Zoznam oznámení'],
    ['Škodové udalosti', /\/is\/skodove-udalosti$/, 'Zoznam škodových udalostí'],
    ['Cenníky a číselníky', /\/is\/cenniky$/, 'Cenníky a číselníky'],
    ['Štatistiky', /\/is\/statistiky$/, 'Štatistiky'],
    ['Nastavenia', /\/is\/pouzivatelia$/, 'Nastavenia'],
    ['Osobné údaje', /\/is\/osobne-udaje$/, 'Osobné údaje'],
  ];
  for (const [label, url, heading] of targets) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('a page without the right sends the user to the forbidden page', async ({ page }, testInfo) => {
  await login(page, 'bezprav');
  await expect(page).toHaveURL(/\/is(\/oznamenia)?\/?$/);
  await page.goto('/is/oznamenia');
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  await expect(page.getByText('Kontaktujte administrátora systému.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'forbidden');
});

test('an unsigned visitor of a staff page is sent to sign in and back, to the same address and query', async ({ page }) => {
  // the other specs open their pages already signed in (helpers.ts signIn): this is the round trip's test
  await page.goto('/is/oznamenia?poskodeny=Kov%C3%A1%C4%8D');
  await page.locator('input[name="login"]').fill('oznamenia');
  await page.locator('input[name="password"]').fill('demo');
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/is\/oznamenia\?poskodeny=Kov%C3%A1%C4%8D$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();
  await expect(page.getByLabel('Poškodený alebo kód', { exact: true })).toHaveValue('Kováč');
});

test('logout returns to the public home', async ({ page }, testInfo) => {
  await login(page, 'oznamenia');
  await expect(page).toHaveURL(/\/is(\/oznamenia)?\/?$/);

  await page.getByRole('button', { name: 'Odhlásiť' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Nové oznámenie o škode' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Prihlásenie' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'after-logout');
});

test('nesync lands on the unsynchronised-account page', async ({ page }, testInfo) => {
  await login(page, 'nesync');

  await expect(page).toHaveURL(/\/is\/nezosynchronizovany-pouzivatel$/);
  await expect(page.getByText('Kontaktujte administrátora systému.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Späť na prihlásenie' })).toHaveAttribute('href', '/auth');
  await finalScreenshot(page, testInfo, 'nesync');
});
