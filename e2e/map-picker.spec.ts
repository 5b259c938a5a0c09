import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeFor, recordScreenshot, WEBGL_LAUNCH_OPTIONS } from './helpers';

/**
 * The map location picker on the wizard's step 1 (spec part 2 §2 'Map picker', part 1 §5).
 * WebGL renders headless only with SwiftShader (ARCHITECTURE §8). There is no internet here:
 * tiles are refused (a blank map is fine) and the geocoder answers from a fake Nominatim.
 */
test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS });

const STEP1 = '/hlasenie-skody/udaje-o-skode';

const NOMINATIM = [
  { lat: '48.5761', lon: '19.1261', display_name: 'Zvolen, okres Zvolen, Banskobystrický kraj, Slovensko' },
  { lat: '48.6197', lon: '19.1447', display_name: 'Zvolenská Slatina, okres Zvolen, Banskobystrický kraj, Slovensko' },
];

async function offline(page: Page) {
  await page.route('**/tile.openstreetmap.org/**', (r) => r.abort());
  await page.route('**/nominatim.openstreetmap.org/search**', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify(NOMINATIM) }));
}

/** The map's chunks: the picker's map component and MapLibre itself. */
const MAP_CHUNK = /\/(map-view|maplibre)-[^/]*\.m?js$/;
const mapCanvas = (page: Page) => page.locator('.es-map-picker__stage .maplibregl-canvas');
const mapArea = (page: Page) => page.getByRole('region', { name: 'Mapa miesta škody' });

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const markerLabel = (page: Page) => page.locator('.es-map-picker__stage .es-map__label');

test('a left click on the map, typed coordinates and the place search all set the place of damage', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await offline(page);
  const mapChunks: string[] = [];
  page.on('request', (r) => {
    if (MAP_CHUNK.test(r.url())) mapChunks.push(r.url());
  });
  await page.goto(STEP1);
  await expect(page.getByLabel('Zemepisná šírka')).toBeEditable();
  // the map waits below the fold: not even its chunk is downloaded before it is asked for
  await expect(page.getByRole('button', { name: 'Zobraziť mapu' })).toBeAttached();
  expect(mapChunks).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  // by keyboard: 'Zobraziť mapu' starts it and leaves the focus in the map's area
  await page.getByRole('button', { name: 'Zobraziť mapu' }).focus();
  await page.keyboard.press('Enter');
  await expect(mapArea(page)).toBeFocused();
  await expect(mapCanvas(page)).toBeVisible({ timeout: 30_000 });
  expect(mapChunks.length).toBeGreaterThan(0);
  await expect(page.getByText('Kliknutím ľavým tlačidlom myši do mapy')).toBeVisible();

  // a left click in the middle picks the default centre (48.7302159, 19.4569862 at zoom 9)
  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = (await mapCanvas(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue(/^48,7\d*$/);
  await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue(/^19,4\d*$/);
  await expect(markerLabel(page)).toHaveText(/^\d+,\d{7}° s\. š\., \d+,\d{7}° v\. d\.$/);

  // typed coordinates (comma or dot) move the marker
  await page.getByLabel('Zemepisná šírka').fill('48,1486');
  await page.getByLabel('Zemepisná dĺžka').fill('17.1077');
  await expect(markerLabel(page)).toHaveText('48,1486000° s. š., 17,1077000° v. d.');

  // the search: ':lat,lng', its error, the 3-character hint, a geocoder hit
  const search = page.getByLabel('Hľadať miesto');
  await search.fill(':48.7');
  await search.press('Enter');
  await expect(page.getByText('Please enter a valid lat, lng')).toBeVisible();
  await search.fill('Zv');
  await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
  await expect(page.getByText('Zadajte aspoň 3 znaky.')).toBeVisible();
  await search.fill('Zvolen');
  await search.press('Enter');
  await page.getByRole('button', { name: /^Zvolenská Slatina/ }).click();
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,6197');
  await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue('19,1447');
  await expect(page).toHaveURL(new RegExp(`${STEP1}$`)); // Enter in the search did not submit the step

  // a place outside Slovakia is named at once
  await page.getByLabel('Zemepisná dĺžka').fill('16,3738');
  await page.getByLabel('Zemepisná šírka').focus();
  await expect(page.getByText('Miesto škody musí byť na území Slovenska.')).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  await recordScreenshot(page, { path: testInfo.outputPath('map-picker.png'), fullPage: true });
});

test('on a phone the map starts when its area is scrolled into view', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await offline(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STEP1);
  await expect(page.getByRole('button', { name: 'Zobraziť mapu' })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  await mapArea(page).scrollIntoViewIfNeeded();
  await recordScreenshot(page, { path: testInfo.outputPath('map-picker-phone-start.png') });
  await expect(mapCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Zobraziť mapu' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

/** A real 2×2 baseline JPEG (made with sharp) … */
const JPEG_2X2 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIgAAaf/2Q==';

/** … with an Exif APP1 segment holding GPS 48°34'33.96" N, 19°7'33.96" E (48.5761, 19.1261). */
function jpegWithGps(): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8); // IFD0: GPSInfo → 26
  tiff.writeUInt16LE(0x8825, 10);
  tiff.writeUInt16LE(4, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt16LE(4, 26); // GPS IFD: refs inline, rationals at 80 and 104
  const entries: [number, number, number, number | string][] = [
    [1, 2, 2, 'N'],
    [2, 5, 3, 80],
    [3, 2, 2, 'E'],
    [4, 5, 3, 104],
  ];
  entries.forEach(([tag, type, count, v], i) => {
    const at = 28 + i * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof v === 'string') tiff.write(v, at + 8, 'latin1');
    else tiff.writeUInt32LE(v, at + 8);
  });
  for (const [at, d, m] of [
    [80, 48, 34],
    [104, 19, 7],
  ]) {
    for (const [i, n] of [d, 1, m, 1, 3396, 100].entries()) tiff.writeUInt32LE(n, at + i * 4);
  }
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  const jpeg = Buffer.from(JPEG_2X2, 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test('the GPS position of an uploaded photo is offered in one click', async ({ page }, testInfo) => {
  await offline(page);
  const photo = testInfo.outputPath('salas-medved.jpg');
  writeFileSync(photo, jpegWithGps());
  await page.goto(STEP1);
  await page.getByLabel(/^Fotografie/).setInputFiles(photo);
  await page.getByRole('button', { name: 'Použiť polohu z fotografie „salas-medved.jpg“' }).click();
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,5761');
  await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue('19,1261');
  await recordScreenshot(page, { path: testInfo.outputPath('map-picker-photo.png'), fullPage: true });
});

test('without WebGL the form says so and still takes coordinates or a municipality', async ({ browser }) => {
  // a context whose canvases have no WebGL2, as on an old phone
  const context = await browser.newContext({ locale: 'sk-SK' });
  await context.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return type === 'webgl2' ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  const page = await context.newPage();
  const mapChunks: string[] = [];
  page.on('request', (r) => {
    if (MAP_CHUNK.test(r.url())) mapChunks.push(r.url());
  });
  await page.goto(STEP1);
  // the map's area in view: the map would start here, and finds no WebGL2
  await mapArea(page).scrollIntoViewIfNeeded();
  await expect(page.getByText('Mapu sa nepodarilo načítať. Miesto škody zadajte súradnicami alebo vyberte obec.')).toBeVisible();
  await page.getByLabel('Zemepisná šírka').fill('48,7302159');
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,7302159');
  expect(mapChunks).toEqual([]);
  await context.close();
});
