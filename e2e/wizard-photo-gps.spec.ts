import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { shot, stepHeading } from './wizard-helpers';

/** A JPEG as a phone camera writes it: capture time and GPS position in EXIF. */
async function phonePhoto(path: string) {
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a4' } })
    .jpeg()
    .withExif({
      IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 50/1 6/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 38/1 24/1' },
    })
    .toFile(path);
}

test('offers the location of a photo in one click', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath('ovce-na-salasi.jpg');
  await phonePhoto(photo);
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();

  await page.getByLabel(/^Fotografie/).setInputFiles(photo);
  await page.getByRole('button', { name: /Použiť polohu z fotografie .ovce-na-salasi\.jpg./ }).click();

  // 48° 50′ 6″ N, 19° 38′ 24″ E
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue(/^48[.,]835/);
  await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue(/^19[.,]64/);
  await shot(page, testInfo, 'photo-gps');
});

test('sends a 12-megapixel photo scaled to 2,048 px, with its capture time and GPS', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath('salas-12mp.jpg');
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a4' } })
    .jpeg({ quality: 92 })
    // sharp writes Orientation only through withMetadata
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 50/1 6/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 38/1 24/1' },
    })
    .toFile(photo);
  // the bytes the browser posts to storage (DevTools does not report a Blob's bytes in a request body)
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const sent: Promise<number[]>[] = [];
    Object.assign(window, { sentFiles: sent });
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob) sent.push(file.arrayBuffer().then((b) => [...new Uint8Array(b)]));
      return send.call(this, body);
    };
  });
  await page.goto('/hlasenie-skody/udaje-o-skode');
  // scaled in a worker, off the page's thread
  const scaler = page.waitForEvent('worker', (w) => /light-photo\.worker/.test(w.url()));
  await page.getByLabel(/^Fotografie/).setInputFiles(photo);
  await scaler;
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();

  const sent = await page.evaluate(() => Promise.all((window as unknown as { sentFiles: Promise<number[]>[] }).sentFiles));
  expect(sent).toHaveLength(1);
  const jpeg = Buffer.from(sent[0]);
  expect(jpeg.length).toBeLessThan(statSync(photo).size);
  // portrait: the phone held upright (Orientation 6), turned by the browser and marked upright
  const meta = await sharp(jpeg, { failOn: 'error' }).metadata();
  expect([meta.width, meta.height, meta.orientation]).toEqual([1536, 2048, 1]);
  const tags = await exifr.parse(jpeg, { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'], reviveValues: false });
  expect(tags).toMatchObject({ DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' });
  expect((await exifr.gps(jpeg)).latitude).toBeCloseTo(48.835, 3);
});
