import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { finalScreenshot, signIn } from './helpers';
import { staffApi } from './skodove-udalosti-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * Photos and attachments of a damage event (spec part 2 §2 'Photos', 'Attachments'): the same screens,
 * texts and rules as the notification's (e2e/oznamenia.spec.ts), through the shared file module, with
 * the event's header and empty texts.
 */
const IS = '/api/is';

async function ok<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** A damage event in ROZPRACOVANA made through the staff API: an internal notification, assigned, then 'Nová šk. udalosť'. */
async function rozpracovanaUdalost(api: APIRequestContext): Promise<{ uuid: string; kod: string }> {
  const { uuid: oznamenie } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenia/create`), 'create');
  const { version } = await ok<{ version: number }>(await api.get(`${IS}/oznamenie/${oznamenie}`), 'detail');
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  const today = new Date().toISOString().slice(0, 10);
  const sop = organizaciaList.find((o) => o.typ === 'SOP' && o.platnost)?.uuid;
  const form = { datumOznamenia: today, datumVznikuSkody: today, typSkody: 'VCELY', popisSkody: 'Vlk strhol dve ovce.', uzemnePrislusnePracovisko: sop, version };
  await ok(await api.put(`${IS}/oznamenie/${oznamenie}`, { data: form }), 'update');
  await ok(await api.put(`${IS}/oznamenie/${oznamenie}/assign`), 'assign');
  const { uuid } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenie/${oznamenie}/vytvorit-skodova-udalost`), 'event');
  const { kod } = await ok<{ kod: string }>(await api.get(`${IS}/skodove-udalosti/${uuid}`), 'event detail');
  return { uuid, kod };
}

test('EVIDENCIA_SKOD: the photos and attachments of a damage event – add, view, download, remove', async ({ browser, baseURL }, testInfo) => {
  const base = baseURL as string;
  const { uuid, kod } = await rozpracovanaUdalost(await staffApi(browser, base, 'spravca'));

  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
  const page = await context.newPage();
  await signIn(page, 'skody', `/is/skodove-udalosti/${uuid}`);
  const tabs = page.getByRole('navigation', { name: 'Časti škodovej udalosti' });

  // photos: the event's header with the tab, its empty text
  await tabs.getByRole('link', { name: 'Fotografie' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/fotografie$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Škodová udalosť ${kod}`);
  await expect(tabs.getByRole('link', { name: 'Fotografie' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne fotografie.')).toBeVisible();

  // 'Pridanie fotografie': the upload component, 'Pridať' once the file is uploaded
  await page.getByRole('link', { name: 'Pridať fotografie' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/fotografie/pridat-fotografie$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie fotografie' })).toBeVisible();
  await expect(page.getByText(`Škodová udalosť ${kod}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', `/is/skodove-udalosti/${uuid}/fotografie`);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a4' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' } })
    .toBuffer();
  const file = testInfo.outputPath('košiar.jpg');
  writeFileSync(file, photo);
  await page.getByLabel(/^Fotografie/).setInputFiles(file);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await shot(page, testInfo, 'su-pridat-fotografie');
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/fotografie$`));
  await expect(page.getByText('Fotografia bola pridaná.')).toBeVisible();

  // the thumbnail, the full-size overlay with the GMT date, download and removal with confirmation
  const thumb = page.getByRole('button', { name: 'Zobraziť fotografiu košiar.jpg' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, testInfo, 'su-fotografie');
  await expectNoAxeViolations(page);
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'košiar.jpg' });
  await expect(dialog).toContainText('14.05.2026 | 04:30 GMT');
  await expect(dialog).toContainText('GPS súradnice');
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = dialog.getByRole('link', { name: 'Stiahnuť' });
  expect((await page.request.get((await download.getAttribute('href')) as string)).status()).toBe(200);
  await shot(page, testInfo, 'su-fotografia-overlay');
  await dialog.getByRole('button', { name: 'Odstrániť' }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť fotografiu?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Fotografia bola zmazaná.')).toBeVisible();
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne fotografie.')).toBeVisible();

  // attachments: empty text, 'Pridanie príloh', the table with its size, download, removal
  await tabs.getByRole('link', { name: 'Prílohy' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}/prilohy$`));
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne prílohy.')).toBeVisible();
  await page.getByRole('link', { name: 'Nahrať prílohu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie príloh' })).toBeVisible();
  const txt = testInfo.outputPath('zápisnica.txt');
  writeFileSync(txt, 'Zápisnica z miestneho šetrenia: dve ovce, košiar poškodený.');
  await page.getByLabel(/^Prílohy/).setInputFiles(txt);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page.getByText('Príloha bola pridaná.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'zápisnica.txt' });
  await expect(row).toContainText('Bajtov');
  await expect(page.getByRole('columnheader')).toHaveText(['Súbor', 'Veľkosť', 'Dátum pridania', 'Akcie']);
  const fileLink = row.getByRole('link', { name: /Stiahnuť/ });
  const downloaded = await page.request.get((await fileLink.getAttribute('href')) as string);
  expect(await downloaded.text()).toContain('dve ovce');
  await shot(page, testInfo, 'su-prilohy');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť prílohu?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Príloha bola zmazaná.')).toBeVisible();
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne prílohy.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'su-subory');

  // without EVIDENCIA_SKOD the event's files are not shown
  const other = await browser.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
  const oznamenia = await other.newPage();
  await signIn(oznamenia, 'oznamenia', `/is/skodove-udalosti/${uuid}/prilohy`);
  await expect(oznamenia.getByText('Škodová udalosť neobsahuje žiadne prílohy.')).toHaveCount(0);
  expect((await oznamenia.request.get(`${IS}/skodove-udalosti/${uuid}/prilohy`)).status()).toBe(403);
});
