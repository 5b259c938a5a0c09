import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { stepHeading } from './wizard-helpers';

/** Waits until the page's service worker is active (its precache installed); fails after 30 s. */
const controlled = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 30_000))]))).toBe(true);

test('the public area is an installable app whose pages open with no network after one visit', async ({ playwright, launchOptions, baseURL, request }, testInfo) => {
  // a profile on disk: Chromium calls no incognito window installable
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profil'), { ...launchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await controlled(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // the worker itself is never kept by the HTTP cache (an update reaches the phone on its next visit)
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toMatch(/^application\/manifest\+json/);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Kontakt' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('the service worker never keeps a staff page or an /api/is answer', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await login(page, 'oznamenia');
  await expect(page).toHaveURL(/\/is/);
  const staffAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/is/') && r.ok());
  await page.reload();
  await staffAnswer;
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached.filter((u) => u.startsWith('/api/') && !/^\/api\/web-oznamenie\/(ciselniky|organizacie)$/.test(u))).toEqual([]);
  expect(cached.filter((u) => u.startsWith('/is'))).toEqual([]);

  // offline, a staff address is not answered from the cache: the browser's own offline error
  await context.setOffline(true);
  await expect(page.goto('/is/oznamenia')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});
