import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Cookie, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/**
 * Signs in through the real flow: /auth → the embedded OIDC provider's Slovak login page → back. For the
 * tests of the sign-in itself (staff.spec.ts) and of what ends a session; the others use `signIn`.
 */
export async function login(page: Page, account: string, path = '/auth'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/**
 * The cookies of `account`'s one real sign-in in this run: signs in through the real flow in a context
 * of its own the first time and keeps the context's storage state in the run's output directory, which
 * Playwright empties when a run starts. A file, not a variable: a spec with other launch options (the
 * map specs) runs in a worker of its own, and a worker starts afresh after a failed test.
 */
async function sessionCookies(browser: Browser, account: string): Promise<Cookie[]> {
  // one file per server: each worker has a server (and sessions) of its own (playwright.config.ts)
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost').port;
  const file = join(test.info().project.outputDir, '.signed-in', `${port}-${account}.json`);
  if (!existsSync(file)) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await login(page, account);
      // the callback has set the session cookie once the browser is back in the staff part
      await page.waitForURL((url) => /^\/is(\/|$)/.test(url.pathname));
      mkdirSync(dirname(file), { recursive: true });
      await context.storageState({ path: file });
    } finally {
      await context.close();
    }
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as { cookies: Cookie[] }).cookies;
}

/**
 * Opens `path` in `page` signed in as `account`: adds the cookies of the account's one real sign-in in
 * this run to the page's context (what `browser.newContext({ storageState })` does). A shared session is
 * what a fresh one would be here: sessions are server items of their own (a logout deletes only its own,
 * none expires within a run) and rights are read from the user record on every request. A test that logs
 * out must sign in with `login`, or it would end the session the later tests share.
 */
export async function signIn(page: Page, account: string, path = '/is'): Promise<void> {
  await addSession(page.context(), account);
  await page.goto(path);
}

/** Gives `context` the session of `account` (see signIn) without opening a page: for staff API calls. */
export async function addSession(context: BrowserContext, account: string): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('a signed-in session needs a context of a launched browser');
  await context.addCookies(await sessionCookies(browser, account));
}

/** Labels of the staff top navigation, in order (empty when the user has no item). */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' });
  if ((await nav.count()) === 0) return [];
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

/**
 * The flows' screenshots for people (what a page looked like at a step) are taken only with
 * E2E_SCREENSHOTS=1: they check nothing, and the ≈ 200 of them cost a minute or more of every run. The
 * visual assertions (toHaveScreenshot, heatmapa's pixel counts) call Playwright directly and always run.
 */
export const RECORD_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** `target.screenshot(options)` when RECORD_SCREENSHOTS, else nothing. */
export async function recordScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!RECORD_SCREENSHOTS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}

export async function finalScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await recordScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(title === 'Evidencia škôd' ? title : `${title} | Evidencia škôd`);
}

/**
 * Launch options of the specs that render the map: WebGL in headless Chromium only with SwiftShader
 * (ARCHITECTURE §8). Use as `test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS })`.
 */
export const WEBGL_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

/**
 * The location picker's map starts only when its area comes into view (or on 'Zobraziť mapu'): scroll
 * the area into view and wait for MapLibre's canvas, which is returned.
 */
export async function startPickerMap(page: Page) {
  await page.getByRole('region', { name: 'Mapa miesta škody' }).scrollIntoViewIfNeeded();
  const canvas = page.locator('.es-map-picker__stage .maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  return canvas;
}

/** A frame with a document of another origin than the page's (about:blank and srcdoc frames inherit the page's). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((f) => /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin);
}

/**
 * axe-core for `page`. By default @axe-core/playwright opens a new blank page and loads axe into it
 * again for every analysis, only to merge the results of cross-origin frames – about 0.6 s an analysis
 * here (every-page.spec.ts: 170 s → 76 s of axe). With no cross-origin frame, axe runs in the page
 * itself (legacy mode): the same rules on the same document and its same-origin frames, which is
 * everything there is to check.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page));
}
