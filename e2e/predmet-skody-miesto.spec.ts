import { expect, test } from '@playwright/test';
import { recordScreenshot } from './helpers';
import { field, signedIn, staffApi, udalost } from './skodove-udalosti-helpers';
import { shot } from './wizard-helpers';

/**
 * The place of a new damaged item: it starts with the event's place – its point, and the district and
 * region the point lies in (local mode imports the district polygons) – and a point typed or clicked
 * on the map fills the district and its region.
 */
const BREZNO = { lat: 48.8047, lon: 19.6437 };
const LIPTOVSKY_MIKULAS = { lat: 49.0833, lon: 19.6167 };

test("a new item takes the event's place; a new point fills district and region", async ({ browser, baseURL }, testInfo) => {
  const admin = await staffApi(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(admin, 'Medveď zničil úle.', { data: { lokalitaGpsSirka: BREZNO.lat, lokalitaGpsDlzka: BREZNO.lon } });

  const page = await signedIn(browser, baseURL as string, 'skody', `/is/skodove-udalosti/${uuid}/predmet-skody/novy-predmet-skody`);
  await field(page, 'Predmet škody').selectOption({ label: 'Včelstvá' });
  const selected = (label: string) => field(page, label).locator('option:checked');

  // the event's place: its point and what the point tells
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue(/^48[,.]8047/);
  await expect(selected('Okres')).toHaveText('Brezno');
  await expect(selected('Kraj')).toHaveText('Banskobystrický kraj');
  await shot(page, testInfo, 'novy-predmet-miesto-udalosti');

  // a point in another district: its district and region replace the event's
  await page.getByLabel('Zemepisná šírka').fill(String(LIPTOVSKY_MIKULAS.lat).replace('.', ','));
  await page.getByLabel('Zemepisná dĺžka').fill(String(LIPTOVSKY_MIKULAS.lon).replace('.', ','));
  await expect(selected('Okres')).toHaveText('Liptovský Mikuláš');
  await expect(selected('Kraj')).toHaveText('Žilinský kraj');
  await shot(page, testInfo, 'novy-predmet-miesto-bod');
  await page.setViewportSize({ width: 390, height: 844 });
  await field(page, 'Kraj').scrollIntoViewIfNeeded();
  await recordScreenshot(page, { path: testInfo.outputPath('novy-predmet-miesto-bod-390.png') });
});
