/**
 * A file that starts like a JPEG but is not a photo is refused on that file as soon as its upload
 * finishes (the server decodes it): the list shows 'zlyhanie' with the Slovak reason instead of
 * 'nahraté', and step 1 cannot be left with it.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { jpegFile, shot, stepHeading } from './wizard-helpers';

test('a fake JPEG is refused on the file at once, a real photo is uploaded', async ({ page }, testInfo) => {
  const fake = testInfo.outputPath('faktura.jpg');
  // JPEG's first bytes (FF D8 FF E0 … JFIF), then text
  writeFileSync(fake, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.from('toto nie je fotografia '.repeat(100))]));

  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  // the fake first, then the photo: the status region announces the latest event only, so the
  // refusal's announcement is checked before the good upload can replace it
  await page.getByLabel(/^Fotografie/).setInputFiles([fake]);

  const list = page.getByRole('list', { name: 'Nahraté súbory' });
  const good = list.getByRole('listitem').filter({ hasText: 'ovce.jpg' });
  const bad = list.getByRole('listitem').filter({ hasText: 'faktura.jpg' });
  await expect(bad.getByText('zlyhanie')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'faktura.jpg' })).toHaveCount(1);
  await page.getByLabel(/^Fotografie/).setInputFiles([jpegFile(testInfo, 'ovce.jpg')]);
  await expect(good.getByText('nahraté')).toBeVisible();
  await expect(bad).toContainText('Súbor nie je platná fotografia JPG alebo PNG. (faktura.jpg)');
  await expect(bad.getByText('nahraté')).toHaveCount(0);
  // the same file would be refused again: no 'Skúsiť znova', only 'Odstrániť'
  await expect(bad.getByRole('button', { name: /Skúsiť znova/ })).toHaveCount(0);
  await shot(page, testInfo, 'fotografie-odmietnuta');

  // the refused file keeps the step from being saved until it is removed
  await page.getByRole('button', { name: 'Ďalej' }).click();
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await bad.getByRole('button', { name: 'Odstrániť faktura.jpg' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});
