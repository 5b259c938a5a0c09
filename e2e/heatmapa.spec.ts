import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn, WEBGL_LAUNCH_OPTIONS } from './helpers';
import { IS, ok, staffApi, udalost } from './skodove-udalosti-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * Statistics 'Heatmapa' (spec part 1 §2, §9): 'analytik' (VYHODNOCOVANIE_UDAJOV) sees the
 * damaged items of the filter as heat on the map at the spec's view, with the counts and the legend; the
 * heat is compared with a committed reference image; the URL filter changes the points; a browser without
 * WebGL gets the plain Slovak message. WebGL renders headless only in software (SwiftShader,
 * ARCHITECTURE §8) – the case of office PCs without a GPU. No internet: tiles are refused (no base map).
 *
 * The set (injured names contain 'Heatov', so the filter 'heatov' isolates it from the other specs' data),
 * made through the staff API of 'spravca':
 *   E1 Salaš Heatová s.r.o.  today            6 lambs in Liptov (one spot, ≈ 1 km apart), 3 under Poľana, 1 without GPS
 *   E2 Farma Heatová s.r.o.  <last year>-09-10  1 lamb near Bratislava
 * This year (the default filter from 1 January): 9 points and 1 without a position; with 'from' cleared: 10 points.
 * Leaflet.heat with max 3 would paint Liptov and Poľana the same red; here Poľana (3 of 6) is lighter.
 */
test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS });

const HM = '/is/statistiky/heatmapa';
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(new Date()));
const NO_WEBGL = 'Heatmapu nie je možné zobraziť: prehliadač nepodporuje WebGL.';

const LIPTOV: [string, string][] = [
  ['49.0810', '19.6210'],
  ['49.0850', '19.6300'],
  ['49.0770', '19.6150'],
  ['49.0900', '19.6120'],
  ['49.0830', '19.6400'],
  ['49.0740', '19.6280'],
];
const POLANA: [string, string][] = [
  ['48.6200', '19.4700'],
  ['48.6240', '19.4760'],
  ['48.6170', '19.4660'],
];

async function codes(api: APIRequestContext) {
  const lists = await ok<{ type: string; values: { uuid: string; kod?: string }[] }[]>(await api.get(`${IS}/aktivne-ciselniky?typy=DRUH_SKODY,KATASTRALNE_UZEMIE,OKRES`), 'ciselniky');
  const first = (t: string) => (lists.find((l) => l.type === t)?.values ?? [])[0].uuid;
  // killing: a damage kind meant for every animal (the server refuses one meant for crops on a sheep)
  const usmrtenie = lists.find((l) => l.type === 'DRUH_SKODY')?.values.find((v) => v.kod === 'USMRTENIE')?.uuid as string;
  return { druhSkody: usmrtenie, ku: first('KATASTRALNE_UZEMIE'), okres: first('OKRES') };
}

async function datum(api: APIRequestContext, uuid: string, date: string) {
  const e = await ok<{ version: number; uzemnePrislusnaSop: { uuid: string } | null }>(await api.get(`${IS}/skodove-udalosti/${uuid}`), 'event');
  await ok(
    await api.put(`${IS}/skodove-udalosti/${uuid}`, {
      data: { datumOznamenia: date, datumACasVznikuSkody: date, typSkody: 'DOMESTIKOVANY_ZIVOCICH', uzemnePrislusnaSopId: e.uzemnePrislusnaSop?.uuid ?? null, version: e.version },
    }),
    'event date',
  );
}

async function seed(api: APIRequestContext) {
  const c = await codes(api);
  const lamb = async (uuid: string, [lat, lng]: [string, string]) =>
    ok(
      await api.post(`${IS}/skodove-udalosti/${uuid}/predmet-skody/jahna/novy-predmet-skody`, {
        data: {
          atributy: Object.entries({ druhSkody: c.druhSkody, hmotnost: '30', pocetVRovnakejKategorii: '1', chovnost: '' }).map(([name, value]) => ({ name, value })),
          miestoSkody: { katastralneUzemie: c.ku, okres: c.okres, lokalitaGpsSirka: lat, lokalitaGpsDlzka: lng },
        },
      }),
      'item',
    );
  const e1 = (await udalost(api, 'Medveď v košiari na Liptove.')).uuid;
  await datum(api, e1, new Date().toISOString().slice(0, 10));
  await ok(await api.post(`${IS}/skodove-udalosti/${e1}/vytvorit-poskodeneho`, { data: { email: 'heat@example.sk', adresa: {}, typSubjektu: 'PO', ico: '51234577', obchodneMeno: 'Salaš Heatová s.r.o.' } }), 'injured');
  for (const gps of [...LIPTOV, ...POLANA]) await lamb(e1, gps);
  await lamb(e1, ['', '']); // no position (the event has none either): counted, not drawn

  const e2 = (await udalost(api, 'Vlk pri Bratislave.')).uuid;
  await datum(api, e2, `${YEAR - 1}-09-10`);
  await ok(await api.post(`${IS}/skodove-udalosti/${e2}/vytvorit-poskodeneho`, { data: { email: 'heat@example.sk', adresa: {}, typSubjektu: 'PO', ico: '51234578', obchodneMeno: 'Farma Heatová s.r.o.' } }), 'injured');
  await lamb(e2, ['48.1486', '17.1077']);
}

const offline = (page: Page) => page.route('**/tile.openstreetmap.org/**', (r) => r.abort());
const mapEl = (page: Page) => page.locator('.es-heatmap__map');
const stage = (page: Page) => page.locator('.es-heatmap__stage');

/** The stage's pixels: the reddest one (most red over blue) and the bluest one in a box. */
async function pixels(page: Page) {
  const { data, info } = await sharp(await stage(page).screenshot({ animations: 'disabled' }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
  const most = (score: (rgb: number[]) => number, x0 = 0, x1 = info.width, y0 = 0, y1 = info.height) => {
    let best = { x: 0, y: 0, rgb: at(0, 0), score: -Infinity };
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const rgb = at(x, y);
        if (score(rgb) > best.score) best = { x, y, rgb, score: score(rgb) };
      }
    }
    return best;
  };
  return { at, most, width: info.width };
}

/** Waits until the heat of `n` items has been drawn (heatmap-map.tsx marks its frames), then two more frames. */
async function heatDrawn(page: Page, n: number) {
  await expect(mapEl(page)).toHaveAttribute('data-heat-points', String(n), { timeout: 45_000 });
  await expect.poll(async () => Number(await mapEl(page).getAttribute('data-heat-frames')), { timeout: 20_000 }).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

test('heatmap: the filter’s items as heat at the spec’s view, counts and legend, the URL filter changes the points, no WebGL said plainly', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  await seed(spravca);

  const context = await browser.newContext({ baseURL: base, locale: 'sk-SK', viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await offline(page);
  await signIn(page, 'analytik', `${HM}?poskodeny=heatov`);

  // ---- the tab, the shared filter (default from 1 January), the counts ---------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Štatistiky' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Štatistiky' });
  await expect(tabs.getByRole('link', { name: 'Heatmapa' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Tabuľka' })).toHaveAttribute('href', /\/is\/statistiky\?poskodeny=heatov/);
  await expect(page.getByLabel('Dátum vzniku škody od')).toHaveValue(`01.01.${YEAR}`);
  const POCTY_6 = 'Na mape: 9 predmetov škody. 1 predmet bez polohy (bez GPS súradníc predmetu aj škodovej udalosti, na mape chýbajú).';
  await expect(page.getByTestId('heatmap-pocty')).toHaveText(POCTY_6);

  // ---- the heat, drawn in software WebGL, against the reference image --------------------------------
  await heatDrawn(page, 9);
  const legenda = page.getByTestId('heatmap-legenda');
  await expect(legenda.getByRole('heading', { name: 'Hustota škôd' })).toBeVisible();
  // six items on one spot are the densest: the top of the scale is 6 (above the spec's max 3), the ticks 1, 3, 6
  await expect(legenda).toContainText('Najhustejšie miesto: 6.');
  await expect(legenda.locator('.es-heatmap__tick')).toHaveText(['1', '3', '6']);
  await expectNoAxeViolations(page);
  // taken always, not only with E2E_SCREENSHOTS=1: a full-page screenshot resizes the viewport to the
  // page's height and back, the map redraws, and the reference image below was made after that redraw
  // (without it 515 of the allowed 400 pixels differ)
  await page.screenshot({ path: testInfo.outputPath('1-heatmapa.png'), fullPage: true });

  // ---- the filter in the URL changes the points: 'from' cleared → last year's item too ---------------
  await page.getByRole('list', { name: 'Aktívne filtre' }).getByRole('button', { name: /^Od:/ }).click();
  await expect(page).toHaveURL(/[?&]from=(&|$)/);
  await expect(page.getByTestId('heatmap-pocty')).toContainText('Na mape: 10 predmetov škody.');
  await heatDrawn(page, 10);
  // against the reference image: Liptov red (6 items), Poľana yellow-green (3), the lone item near Bratislava
  // faint blue (1 of 6 on the log scale). The heat covers < 1 % of the map, so the tolerance is in pixels: 400 of 600,000 (a missing or
  // recoloured spot is ≈ 1,500)
  await expect(stage(page)).toHaveScreenshot('heatmapa-10-predmetov.png', { maxDiffPixels: 400, animations: 'disabled' });
  // and by colour: the six items are red, north-west of the centre (Liptov); the three under Poľana (south of
  // it) are not red but green-yellow; the lone item (the map's west edge, Bratislava) is blue – density reads,
  // it does not saturate at the spec's max 3
  const px = await pixels(page);
  const hot = px.most(([r, , b]) => r - b);
  expect(hot.rgb[0]).toBeGreaterThan(230);
  expect(hot.rgb[1]).toBeLessThan(60);
  expect(Math.abs(hot.x - px.width / 2)).toBeLessThan(40);
  const polana = px.most(([, g, b]) => g - b, 0, px.width, hot.y + 40);
  expect(polana.rgb[1]).toBeGreaterThan(180);
  expect(polana.rgb[1] - polana.rgb[0]).toBeGreaterThan(-20); // green or yellow, not orange-red
  expect(polana.y - hot.y).toBeGreaterThan(60);
  const lone = px.most(([r, g, b]) => b - (r + g) / 2, 0, 60);
  expect(lone.rgb[2] - lone.rgb[0]).toBeGreaterThan(40);
  expect(lone.rgb[0]).toBeLessThan(200);
  await page.goto(`${HM}?poskodeny=heatov-nikto`);
  await expect(page.getByTestId('heatmap-pocty')).toHaveText('Na mape: 0 predmetov škody.');
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne údaje.')).toBeVisible();
  await expect(page.getByText('bez polohy')).toHaveCount(0);
  // the map is drawn, but with no items there is no colour scale to explain (no 'Najhustejšie miesto: 3')
  await heatDrawn(page, 0);
  await expect(page.getByTestId('heatmap-legenda')).toHaveCount(0);
  await shot(page, testInfo, '2-ziadne-body');
  await context.close();

  // ---- no WebGL: the plain message, the counts, and the map chunk is never downloaded -----------------
  const bez = await browser.newContext({ baseURL: base, locale: 'sk-SK', viewport: { width: 1280, height: 900 } });
  await bez.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof original;
  });
  const p2 = await bez.newPage();
  const chunks: string[] = [];
  p2.on('request', (r) => chunks.push(r.url()));
  await signIn(p2, 'analytik', `${HM}?poskodeny=heatov`);
  await expect(p2.getByRole('alert')).toContainText(NO_WEBGL);
  await expect(p2.getByTestId('heatmap-pocty')).toHaveText(POCTY_6);
  expect(chunks.filter((u) => /heatmap-map|maplibre/.test(u))).toEqual([]);
  await expectNoAxeViolations(p2);
  await shot(p2, testInfo, '3-bez-webgl');
  await bez.close();
});
