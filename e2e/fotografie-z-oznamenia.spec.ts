import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { IS, ok, signedIn, staffApi, udalost } from './skodove-udalosti-helpers';
import { shot } from './wizard-helpers';

/**
 * The reporter's photos belong to the notification; the damage event made from it shows them in its
 * 'Fotografie' tab, marked 'z oznámenia', downloadable and not removable there.
 */

/** Attaches a photo to a notification the way the staff upload page does: presigned POST to S3, then attach. */
async function notificationPhoto(api: APIRequestContext, oznamenie: string, name: string): Promise<void> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a64' } }).jpeg().toBuffer();
  const session = crypto.randomUUID();
  const presign = await ok<{ url: string; fields: Record<string, string>; filename: string }>(
    await api.post(`${IS}/fotografia/upload?uploadSessionUuid=${session}`, { data: { filename: name, contentType: 'image/jpeg', size: bytes.length } }),
    'presign',
  );
  const s3 = await api.post(presign.url, { multipart: { ...presign.fields, file: { name, mimeType: 'image/jpeg', buffer: bytes } } });
  expect(s3.status(), await s3.text()).toBe(204);
  await ok(await api.post(`${IS}/oznamenie/${oznamenie}/fotografia/upload?uploadSessionUuid=${session}`, { data: { fotografie: [presign.filename] } }), 'attach');
}

test("the event's photo tab shows the notification's photos, marked and read-only", async ({ browser, baseURL }, testInfo) => {
  const admin = await staffApi(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(admin, 'Medveď zničil úle.', { beforeAssign: (oznamenie) => notificationPhoto(admin, oznamenie, 'úle-od-oznamovateľa.jpg') });

  // EVIDENCIA_SKOD alone reads the report's photos through the event
  const page = await signedIn(browser, baseURL as string, 'skody', `/is/skodove-udalosti/${uuid}/fotografie`);
  const thumb = page.getByRole('button', { name: /^Zobraziť fotografiu úle-od-oznamovateľa\.jpg/ });
  await expect(thumb).toContainText('z oznámenia');
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne fotografie.')).toHaveCount(0);
  await shot(page, testInfo, 'su-fotografie-z-oznamenia');

  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'úle-od-oznamovateľa.jpg' });
  await expect(dialog).toContainText('Fotografia pochádza z oznámenia – odstrániť ju možno iba v oznámení.');
  const download = dialog.getByRole('link', { name: 'Stiahnuť' });
  expect((await page.request.get((await download.getAttribute('href')) as string)).status()).toBe(200);
  await expect(dialog.getByRole('button', { name: 'Odstrániť' })).toHaveCount(0);
  await shot(page, testInfo, 'su-fotografia-z-oznamenia-overlay');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'su-fotografia-z-oznamenia-overlay-390');
  await dialog.getByRole('button', { name: 'Zavrieť' }).click();
  await shot(page, testInfo, 'su-fotografie-z-oznamenia-390');
});
