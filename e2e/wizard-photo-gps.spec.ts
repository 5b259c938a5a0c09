import { expect, test } from '@playwright/test';
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
