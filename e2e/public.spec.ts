import { expect, type Locator, test } from '@playwright/test';
import { axeFor, expectTitle, finalScreenshot } from './helpers';

test('home page offers the new-notification button leading to the wizard', async ({ page }, testInfo) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Hlásenie škody' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Prihlásenie' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('contentinfo')).toContainText('Štátna ochrana prírody Slovenskej republiky');

  await page.getByRole('button', { name: 'Nové oznámenie o škode' }).click();
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nové oznámenie' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'wizard-intro');
});

test('skip link moves to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Preskočiť na obsah' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a static page shows its content heading and title', async ({ page }, testInfo) => {
  await page.goto('/kontakt/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expectTitle(page, 'Kontakt');
  await finalScreenshot(page, testInfo, 'kontakt');
});

test('footer links open the public static pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Používateľská príručka' })).toHaveAttribute(
    'href',
    '/dokumenty/pouzivatelska-prirucka.pdf',
  );
  await footer.getByRole('link', { name: 'Ochrana osobných údajov' }).click();
  await expect(page).toHaveURL(/\/ochrana-osobnych-udajov\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ochrana osobných údajov' })).toBeVisible();
});

test('an unknown path shows the not-found text', async ({ page }, testInfo) => {
  await page.goto('/toto-neexistuje');
  await expect(page.getByText('Stránka nenájdená - Skontrolujte, či zadaná adresa neobsahuje chyby.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'not-found');
});

test('a wrong product slug is not found', async ({ page }) => {
  await page.goto('/hlasenie-skod/');
  await expect(page.getByText('Stránka nenájdená - Skontrolujte, či zadaná adresa neobsahuje chyby.')).toBeVisible();
});

test('login error page links to the login-problem page', async ({ page }) => {
  await page.goto('/chyba-prihlasenia');
  await expect(page.getByRole('heading', { level: 1, name: 'Chyba prihlásenia' })).toBeVisible();
  await page.getByRole('link', { name: 'Problém s prihlásením' }).click();
  await expect(page).toHaveURL(/\/problem-s-prihlasenim\/$/);
});

test('home page has no WCAG 2.1 A/AA violations', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const results = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await finalScreenshot(page, testInfo, 'home');
  await context.close();
});

test.describe('prerendered first screens', () => {
  // every script through the held route, none from the worker's cache (routing turns the HTTP cache off)
  test.use({ serviceWorkers: 'block' });

  test('the home page and step 1 are on screen before the app has loaded, and the app takes their place without a move', async ({ page, context }) => {
    // the app's scripts held back: what a phone shows while they are still on their way
    let held: (() => void)[] | null = null;
    const release = () => {
      for (const go of held ?? []) go();
      held = null;
    };
    const scriptsAsked: string[] = [];
    await context.route('**/assets/*.js', async (route) => {
      scriptsAsked.push(new URL(route.request().url()).pathname);
      if (held) await new Promise<void>((go) => held?.push(go));
      await route.continue();
    });
    const holdingTheApp = async (path: string, check: () => Promise<void>, alsoStill: () => Locator) => {
      held = [];
      scriptsAsked.length = 0;
      await page.goto(path, { waitUntil: 'commit' });
      await check();
      await expect(page.locator('[data-es-shell]')).toHaveCount(1);
      await expect(page.locator('#app')).toBeHidden();
      const heading = page.getByRole('heading', { level: 1 });
      const before = [await heading.boundingBox(), await alsoStill().boundingBox()];
      release();
      // the app has rendered the route and taken the prerendered page's place
      await expect(page.locator('[data-es-shell]')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveClass(/es-shell/);
      await expect(heading).toHaveCount(1);
      expect([await heading.boundingBox(), await alsoStill().boundingBox()]).toEqual(before);
    };

    await holdingTheApp(
      '/',
      async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Hlásenie škôd spôsobených chránenými živočíchmi' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Nové oznámenie o škode' })).toHaveAttribute('href', '/hlasenie-skody/');
      },
      () => page.getByRole('button', { name: 'Nové oznámenie o škode' }),
    );
    await holdingTheApp(
      '/hlasenie-skody/udaje-o-skode',
      async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Nové oznámenie' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Kroky oznámenia' })).toContainText('Krok 1 z 4');
        // the form is on screen, empty and inert: nothing typed before the app has taken over could be kept
        await expect(page.getByText('Dátum vzniku škody', { exact: true })).toBeVisible();
        await expect(page.getByText('Miesto škody', { exact: true })).toBeVisible();
        await expect(page.locator('[data-es-shell] form')).toHaveAttribute('inert', '');
        const day = page.locator('[data-es-shell] input[name="datumVznikuSkody-den"]');
        await day.focus();
        await page.keyboard.type('27');
        await expect(day).toHaveValue('');
        await expect(page.getByRole('group', { name: 'Dátum vzniku škody' })).toHaveCount(0);
        await expect(page.getByLabel('Deň')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Zrušiť oznámenie' })).toHaveCount(0);
        // the step's own files are asked for at once, while the app's entry is still on its way
        await expect.poll(() => scriptsAsked.filter((p) => /\/assets\/(udaje-o-skode|wizard|location-picker)-[\w-]+\.js$/.test(p)).length).toBeGreaterThanOrEqual(3);
      },
      () => page.getByText('Miesto škody', { exact: true }),
    );
    await expect(page.getByRole('group', { name: 'Dátum vzniku škody' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Dátum oznámenia' })).not.toHaveValue('');
  });
});
