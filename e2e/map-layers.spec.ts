import { expect, type Page, test } from '@playwright/test';
import { fillToSummary, shot, stepHeading } from './wizard-helpers';
import { MAP_LAYERS } from '@shared/domain/map-layers';
import { RECORD_SCREENSHOTS, signIn, startPickerMap, WEBGL_LAUNCH_OPTIONS } from './helpers';

/**
 * Map layers, the point look-up and the automatic workplace detection on the wizard's step 1
 * (spec part 2 §2 'Map picker'). Local mode: the overlays come from the product's own WMS
 * endpoint (/local-wms) built from the imported district boundaries; WebGL renders with SwiftShader
 * (ARCHITECTURE §8); base tiles are refused (no internet).
 */
test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS });

const STEP1 = '/hlasenie-skody/udaje-o-skode';
const AUTO_DETECT_FAILED = 'Územne príslušné pracovisko ŠOP SR sa nepodarilo automaticky identifikovať – zadajte prosím manuálne.';
const mapCanvas = (page: Page) => page.locator('.es-map-picker__stage .maplibregl-canvas');
const saveButton = (page: Page) => page.locator('.es-wizard__buttons button[type=submit]');
const workplace = (page: Page) => page.getByLabel(/Územne príslušné pracovisko/);

/** A promise a routed request waits on until the test has seen what happens meanwhile. */
function gate(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

async function basics(page: Page) {
  await page.route('**/tile.openstreetmap.org/**', (r) => r.abort());
  await page.goto(STEP1);
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await page.getByLabel('Druh škody').selectOption({ label: 'Domestikované živočíchy' });
  await page.getByLabel('Popis škody').fill('Medveď v noci strhol tri ovce v košiari.');
}

test('a click in a district fills the competent workplace; save waits for the look-up', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // hold the detection until the save button has been seen disabled while it runs
  const { held, release } = gate();
  await page.route('**/api/web-oznamenie/pracovisko-podla-polohy**', async (r) => {
    await held;
    await r.continue();
  });
  await basics(page);
  await startPickerMap(page);
  await expect(page.getByLabel('Okresy')).toBeChecked();
  await page.getByLabel('Územne príslušné pracoviská ŠOP SR').check();

  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect(saveButton(page)).toBeDisabled();
  await expect(saveButton(page)).toHaveText('Načítavajú sa údaje o mieste…');
  release();
  await expect(page.locator('.es-map-lookup__pracovisko')).toContainText('Územne príslušné pracovisko ŠOP SR: Správa');
  const detected = ((await page.locator('.es-map-lookup__pracovisko').textContent()) ?? '').replace('Územne príslušné pracovisko ŠOP SR: ', '');
  await expect(workplace(page).locator('option:checked')).toHaveText(detected);
  // the district layer (on by default) names the district of the click
  await expect(page.locator('.es-map-lookup__list')).toContainText('Okresy');
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveButton(page)).toHaveText('Ďalej');
  if (RECORD_SCREENSHOTS) await page.waitForTimeout(1500); // overlay tiles drawn, for the screenshot
  await shot(page, testInfo, 'map-layers-detected');

  // the person may choose another workplace
  await workplace(page).selectOption({ label: 'Správa CHKO Záhorie' });
  await expect(workplace(page).locator('option:checked')).toHaveText('Správa CHKO Záhorie');
});

test('a point outside Slovakia shows the auto-detection message', async ({ page }, testInfo) => {
  await basics(page);
  await page.getByLabel('Zemepisná šírka').fill('48,2082');
  await page.getByLabel('Zemepisná dĺžka').fill('16,3738');
  await expect(page.getByText(AUTO_DETECT_FAILED)).toBeVisible();
  await expect(workplace(page).locator('option:checked')).not.toHaveText(/Správa/);
  await shot(page, testInfo, 'map-layers-outside');
});

test('an unreachable layer shows its failure message and the wizard still proceeds', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.route(/\/local-wms\?.*REQUEST=GetFeatureInfo.*QUERY_LAYERS=okres/, (r) => r.abort());
  await basics(page);
  await page.getByLabel('Zemepisná šírka').fill('48,5775');
  await page.getByLabel('Zemepisná dĺžka').fill('19,1236');
  await expect(page.getByText("Vrstva 'Okresy' je nedostupná, kontaktujte prosím administrátora systému.")).toBeVisible();
  // the detection does not depend on the layer
  await expect(page.locator('.es-map-lookup__pracovisko')).toHaveText('Územne príslušné pracovisko ŠOP SR: Správa CHKO Poľana');
  await expect(workplace(page).locator('option:checked')).toHaveText('Správa CHKO Poľana');
  await shot(page, testInfo, 'map-layers-failed-layer');

  await fillToSummary(page);
  await expect(page.getByRole('main')).toContainText('Správa CHKO Poľana');
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(page).toHaveURL(/\/oznamenie-odoslane\//);
});

test('the staff notification form: a click on the map saves the place and preselects the detected workplace', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.route('**/tile.openstreetmap.org/**', (r) => r.abort());
  await signIn(page, 'oznamenia', '/is/oznamenia');
  await page.getByRole('button', { name: 'Nové oznámenie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Oznámenie OZN-/ })).toBeVisible();
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const staffWorkplace = page.getByLabel('Územne príslušné pracovisko', { exact: true });
  await expect(staffWorkplace).toHaveValue('');

  await startPickerMap(page);
  // the map is below the form's fields: bring it into the viewport before clicking it
  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('no map');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/is/oznamenie/${uuid}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect((await saved).status()).toBe(200);
  await expect(page.getByLabel('Zemepisná šírka')).not.toHaveValue('');
  await expect(page.locator('.es-map-lookup__pracovisko')).toContainText('Územne príslušné pracovisko ŠOP SR: Správa');
  const detected = ((await page.locator('.es-map-lookup__pracovisko').textContent()) ?? '').replace('Územne príslušné pracovisko ŠOP SR: ', '');
  await expect(staffWorkplace.locator('option:checked')).toHaveText(detected);
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  if (RECORD_SCREENSHOTS) await page.waitForTimeout(1000); // overlay tiles drawn, for the screenshot
  await shot(page, testInfo, 'map-layers-staff-form');

  // both survive a reload; a workplace chosen by staff is never overwritten by a later click
  const lat = await page.getByLabel('Zemepisná šírka').inputValue();
  await page.reload();
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue(lat);
  await expect(staffWorkplace.locator('option:checked')).toHaveText(detected);
  await staffWorkplace.selectOption({ label: 'Správa CHKO Záhorie' });
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  await page.getByLabel('Zemepisná šírka').fill('48,5775');
  await page.getByLabel('Zemepisná dĺžka').fill('19,1236');
  await expect(page.locator('.es-map-lookup__pracovisko')).toHaveText('Územne príslušné pracovisko ŠOP SR: Správa CHKO Poľana');
  await expect(staffWorkplace.locator('option:checked')).toHaveText('Správa CHKO Záhorie');
});

test('with the real layer configuration the hunting districts are asked through the proxy, and Ďalej waits for the answer', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // the services of shared/domain/map-layers.ts as in AWS; this machine has no internet, so their
  // tiles and direct look-ups are refused at once, and the proxy's answer is held, then given
  await page.route('**/api/web-oznamenie/mapove-vrstvy', (r) => r.fulfill({ json: { vrstvy: MAP_LAYERS } }));
  const hosts = new Set(MAP_LAYERS.map((l) => new URL(l.url).host));
  await page.route((url) => hosts.has(url.host), (r) => r.abort());
  const proxied: URL[] = [];
  const { held, release } = gate();
  await page.route('**/api/web-oznamenie/wms-feature-info-proxy?**', async (r) => {
    proxied.push(new URL(r.request().url()));
    await held;
    await r.fulfill({ contentType: 'application/vnd.ogc.wms_xml', body: '<FeatureInfoResponse><FIELDS NAZOV="Revír Poľana"/></FeatureInfoResponse>' });
  });
  await basics(page);
  await startPickerMap(page);
  await page.getByLabel('Poľovné revíry').check();

  // the layer switcher is below the map: bring the map back into the viewport before clicking it
  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  // spec part 2 §2 'Map picker': the hunting-district look-up goes through the product's proxy (GET
  // /wms-feature-info-proxy?url, §7), a GetFeatureInfo 1.3.0 of 101×101 px with the pixel at 51,51
  await expect.poll(() => proxied.length).toBe(1);
  const target = new URL(proxied[0].searchParams.get('url') ?? '');
  const revir = MAP_LAYERS.find((l) => l.id === 'polovnyRevir');
  expect(`${target.origin}${target.pathname}`).toBe(revir?.url);
  expect(Object.fromEntries(['REQUEST', 'VERSION', 'WIDTH', 'HEIGHT', 'I', 'J'].map((k) => [k, target.searchParams.get(k)]))).toEqual({
    REQUEST: 'GetFeatureInfo',
    VERSION: '1.3.0',
    WIDTH: '101',
    HEIGHT: '101',
    I: '51',
    J: '51',
  });
  // the save button stays disabled while the look-up is held
  await expect(saveButton(page)).toBeDisabled();
  await expect(saveButton(page)).toHaveText('Načítavajú sa údaje o mieste…');
  await page.waitForTimeout(1500);
  await expect(saveButton(page)).toBeDisabled();
  await shot(page, testInfo, 'map-layers-proxy-held');

  release();
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveButton(page)).toHaveText('Ďalej');
  await expect(page.locator('.es-map-lookup__list')).toContainText('Revír Poľana');
});
