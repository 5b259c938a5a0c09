import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addSession, login } from './helpers';
import { expectNoAxeViolations, fillStep1, fillStep2Fo, fillStep3, jpegFile, next, shot, stepHeading } from './wizard-helpers';

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
  // the real sign-in: its redirects through /auth and /oidc pass the service worker too
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

/** The staff's view of the reports of one injured party: their codes and each report's number of photos. */
async function staffReportsOf(browser: import('@playwright/test').Browser, priezvisko: string) {
  const staff = await browser.newContext();
  await addSession(staff, 'oznamenia');
  const list = await (await staff.request.post('/api/is/oznamenia', { data: { poskodenySearchTokens: [priezvisko] } })).json();
  const out: { kod: string; fotografie: number }[] = [];
  for (const o of list.oznamenieList as { uuid: string; kod: string }[]) {
    const { photoList } = await (await staff.request.get(`/api/is/oznamenie/${o.uuid}/fotografie`)).json();
    out.push({ kod: o.kod, fotografie: photoList.length });
  }
  await staff.close();
  return out;
}

/** Steps 2 and 3 (a natural person with this surname, contacts with consent), on to the summary. */
async function stepsTwoAndThree(page: import('@playwright/test').Page, priezvisko: string) {
  await fillStep2Fo(page);
  await page.getByLabel('Priezvisko', { exact: true }).fill(priezvisko);
  await next(page);
  await fillStep3(page, { consent: true });
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
}

const KEPT = 'Bez signálu – hlásenie je uložené v telefóne a odošle sa, keď bude signál.';

test('no signal: all four steps with two photos stay in the phone through reloads, a closed tab and a second tab, and go once when the signal returns', async ({ browser, context, page }, testInfo) => {
  const photos = [jpegFile(testInfo, 'ovce-1.jpg'), jpegFile(testInfo, 'ovce-2.jpg')];
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await controlled(page);
  await page.reload();
  // the app itself, not the prerendered heading before it (the signal dropping while the app starts: offline-queries.test.ts)
  await expect(page.getByRole('group', { name: 'Dátum vzniku škody' })).toBeVisible();

  // the signal goes before anything is saved
  await context.setOffline(true);
  await fillStep1(page);
  await page.getByLabel(/^Fotografie/).setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('uložené v telefóne')).toHaveCount(2);
  await next(page);
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(/Rozpracované hlásenie je uložené aj v tomto zariadení \(do \d{2}\.\d{2}\.\d{4}\)/)).toBeVisible();
  await stepsTwoAndThree(page, 'Bezsignálny');
  await expectNoAxeViolations(page);

  // a reload and a closed tab keep it (the app shell from the service worker, the report from the device)
  await page.reload();
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/hlasenie-skody/zhrnutie');
  const main = reopened.getByRole('main');
  await expect(main).toContainText('Bezsignálny');
  await expect(main).toContainText('Bacúch');
  await expect(main).toContainText('ovce-1.jpg');
  await expect(main).toContainText('ovce-2.jpg');

  // 'Odoslať' without signal: it waits, in this tab and a second one
  await reopened.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(reopened.getByText(/Oznámenie odošleme hneď, ako bude signál/)).toBeVisible();
  await expectNoAxeViolations(reopened);
  await shot(reopened, testInfo, 'offline-waiting');
  const second = await context.newPage();
  await second.goto('/hlasenie-skody/zhrnutie');
  await expect(second.getByRole('main')).toContainText('Bezsignálny');

  // the signal returns: both tabs try, one report with both photos is made
  await context.setOffline(false);
  await expect(reopened).toHaveURL(/\/oznamenie-odoslane\/\?kod=/, { timeout: 30_000 });
  const kod = new URL(reopened.url()).searchParams.get('kod');
  await expect(reopened.locator('.es-sent-code')).toHaveText(kod as string);
  // the second tab, which waited too, shows the same code
  await expect(second).toHaveURL(new RegExp(`/oznamenie-odoslane/\\?kod=${kod}$`));
  expect(await staffReportsOf(browser, 'Bezsignálny')).toEqual([{ kod, fotografie: 2 }]);

  // nothing personal stays in the phone
  const kept = await second.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('evidencia-skod-hlasenie');
        open.onsuccess = () => {
          const tx = open.result.transaction(['koncept', 'fotografie']);
          let n = 0;
          const count = (store: string) => {
            const r = tx.objectStore(store).count();
            r.onsuccess = () => {
              n += r.result;
            };
          };
          count('koncept');
          count('fotografie');
          tx.oncomplete = () => resolve(n);
        };
      }),
  );
  expect(kept).toBe(0);
});

/** All four steps with these photos and the party's surname, then 'Odoslať oznámenie', which has to wait for the signal. */
async function sendWithoutSignal(page: import('@playwright/test').Page, photos: string[], priezvisko: string) {
  await fillStep1(page);
  await page.getByLabel(/^Fotografie/).setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText(/nahraté|uložené v telefóne/)).toHaveCount(photos.length);
  await next(page);
  await stepsTwoAndThree(page, priezvisko);
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(page.getByText(/Oznámenie odošleme hneď, ako bude signál/)).toBeVisible();
}

test('the signal drops in the middle of the photo uploads: the rest goes later, one report with every photo', async ({ browser, context, page }, testInfo) => {
  const photos = [jpegFile(testInfo, 'ul-1.jpg'), jpegFile(testInfo, 'ul-2.jpg')];
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await controlled(page);
  // the second photo's upload to storage never arrives: the connection is gone right then
  let posts = 0;
  await context.route(/\/s3(\/|$)/, async (route) => {
    if (route.request().method() === 'POST' && ++posts === 2) {
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  await sendWithoutSignal(page, photos, 'Prerušený');
  expect(posts).toBe(2);
  await context.unrouteAll();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/oznamenie-odoslane\/\?kod=/, { timeout: 30_000 });
  const kod = new URL(page.url()).searchParams.get('kod');
  expect(await staffReportsOf(browser, 'Prerušený')).toEqual([{ kod, fotografie: 2 }]);
});

test('Background Sync: a report left waiting is sent by the service worker when the signal returns, with no tab of the site open', async ({ browser, context, page, baseURL }, testInfo) => {
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await controlled(page);
  await context.setOffline(true);
  await sendWithoutSignal(page, [jpegFile(testInfo, 'na-pozadi.jpg')], 'Napozadí');
  // the page asked the browser for a sync
  expect(await page.evaluate(async () => ((await navigator.serviceWorker.ready) as unknown as { sync: { getTags(): Promise<string[]> } }).sync.getTags())).toContain(
    'evidencia-skod-odoslanie',
  );

  // the reporter closes the browser tab; only an unrelated page stays, to talk to the browser
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.close();
  await expect.poll(() => registrations.find((r) => r.scopeURL.startsWith(baseURL as string))).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(baseURL as string)) as { registrationId: string };

  // the signal returns: the browser fires the sync (dispatched here as Chromium does when it sees the network)
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL as string).origin, registrationId, tag: 'evidencia-skod-odoslanie', lastChance: false });
  await expect.poll(() => staffReportsOf(browser, 'Napozadí'), { timeout: 30_000 }).toEqual([expect.objectContaining({ fotografie: 1 })]);
  const [{ kod }] = await staffReportsOf(browser, 'Napozadí');

  // the next opening of the wizard shows the code once, and the phone keeps nothing else
  const reopened = await context.newPage();
  await reopened.goto('/hlasenie-skody/udaje-o-skode');
  await expect(reopened).toHaveURL(new RegExp(`/oznamenie-odoslane/\\?kod=${kod}$`));
  await expect(reopened.locator('.es-sent-code')).toHaveText(kod);
});

test('an app update in the middle of a draft: the new version waits for the old tab, and the draft survives it', async ({ context, page }) => {
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const versions = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) versions.set(v.versionId, v.status);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => [...versions.values()]).toEqual(['activated']);
  const [oldVersion] = versions.keys();

  await fillStep1(page);
  await next(page);
  await context.setOffline(true);
  await fillStep2Fo(page);
  await page.getByLabel('Priezvisko', { exact: true }).fill('Aktualizovaný');
  await next(page);
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();

  // a new version is deployed while step 3 is on screen; the phone finds it when the signal returns
  const swFile = 'web/dist/sw.js';
  const deployed = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${deployed}\n// ${new Date().toISOString()}\n`);
    await context.setOffline(false);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    // installed, but waiting: the open tab keeps the version its chunks came from
    await expect.poll(() => [...versions.values()].sort()).toEqual(['activated', 'installed']);
    expect(versions.get(oldVersion)).toBe('activated');
    await fillStep3(page, { consent: true });
    await next(page);
    await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();

    // the reporter closes the tab and opens the wizard again: the new version takes over, the draft is all there
    await page.close();
    const reopened = await context.newPage();
    const watch = await context.newCDPSession(reopened);
    watch.on('ServiceWorker.workerVersionUpdated', (e) => {
      for (const v of e.versions) versions.set(v.versionId, v.status);
    });
    await watch.send('ServiceWorker.enable');
    // the closed tab was the old version's last client: the new one takes over before the wizard is opened again
    // (opened at once, the page could still get the old version while the closed tab is being let go – a race, not a product path)
    await expect.poll(() => versions.get(oldVersion)).toBe('redundant');
    await reopened.goto('/hlasenie-skody/zhrnutie');
    expect([...versions.values()].filter((s) => s === 'activated')).toHaveLength(1);
    const main = reopened.getByRole('main');
    await expect(main).toContainText('Aktualizovaný');
    await expect(main).toContainText('Medveď v noci strhol tri ovce v košiari.');
    await expect(main).toContainText('jan.ovciar@example.sk');
    // and the new version serves the wizard with no signal
    await context.setOffline(true);
    await reopened.reload();
    await expect(reopened.getByRole('main')).toContainText('Aktualizovaný');
    await context.setOffline(false);
  } finally {
    writeFileSync(swFile, deployed);
  }
});

test('a weak signal: the reporter goes on while the photos are still going up, and one report goes with both', async ({ browser, context, page }, testInfo) => {
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await controlled(page);
  // the uploads to storage take as long as the reporter needs for steps 2 and 3
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let posts = 0;
  await context.route(/\/s3(\/|$)/, async (route) => {
    if (route.request().method() === 'POST') {
      posts += 1;
      await held;
    }
    return route.fallback();
  });
  await fillStep1(page);
  await page.getByLabel(/^Fotografie/).setInputFiles([jpegFile(testInfo, 'pomaly-1.jpg'), jpegFile(testInfo, 'pomaly-2.jpg')]);
  await expect.poll(() => posts).toBe(2);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahrávam...')).toHaveCount(2);
  await next(page);
  // the steps after say that the photos are still going up
  await expect(page.getByText('Fotografie sa ešte nahrávajú. Môžete pokračovať – hlásenie sa odošle, keď sa nahrajú.')).toBeVisible();
  await stepsTwoAndThree(page, 'Pomalý');
  await expect(page.getByRole('main')).toContainText('pomaly-2.jpg');
  expect(posts).toBe(2);

  await expect(page.getByText('Fotografie sa ešte nahrávajú.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  release();
  await expect(page).toHaveURL(/\/oznamenie-odoslane\/\?kod=/, { timeout: 30_000 });
  const kod = new URL(page.url()).searchParams.get('kod');
  expect(await staffReportsOf(browser, 'Pomalý')).toEqual([{ kod, fotografie: 2 }]);
});
