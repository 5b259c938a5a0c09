import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { WEBGL_LAUNCH_OPTIONS } from './helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * The public page 'Škody v číslach' without sign-in: reached from the home page, the precomputed
 * document in tables and charts, the 10 km grid map (small cells hidden), the downloads and the licence –
 * axe clean at phone and desktop width. The data: five events stored into the running server's table and
 * the document rebuilt as the nightly job does (scripts/test/skody-v-cislach-seed.ts): three this year in Banská
 * Bystrica's cell 10kmE499N288 (published), one in Košice (hidden with the other specs' small cells).
 */
test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS });

test('the public statistics page: tables, charts, grid map, downloads and licence, accessible on phone and desktop', async ({ page, baseURL }, testInfo) => {
  execFileSync('npx', ['tsx', 'scripts/test/skody-v-cislach-seed.ts', baseURL as string], { stdio: 'pipe', timeout: 60_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Pozrite si škody v číslach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Škody v číslach' })).toBeVisible();
  await expect(page).toHaveTitle(/Škody v číslach/);

  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric' }).format(new Date()));
  const roky = page.getByRole('table', { name: 'Počet škodových udalostí a suma priznaná v rozhodnutiach podľa roku vzniku škody' });
  await expect(roky.getByRole('row', { name: new RegExp(`^${year} `) })).toBeVisible();
  await expect(page.getByRole('img', { name: /Stĺpcový graf počtu škodových udalostí a čiarový graf priznaných súm v rokoch/ })).toBeVisible();
  await expect(page.getByRole('table', { name: `Škodové udalosti a priznané sumy podľa mesiaca vzniku škody v roku ${year}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Podľa pôvodcu škody v roku ${year}` }).getByRole('rowheader', { name: /^medveď hnedý/ })).toBeVisible();

  // the map: the grid's GeoJSON drawn by MapLibre, the published cell in the table, the hidden ones as totals
  await expect(page.locator('.es-skody-mapa canvas.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Štvorce s menej ako 3 udalosťami sa nezobrazujú/)).toBeVisible();
  await expect(page.getByText(/Nezobrazené štvorce: [1-9]\d* \(spolu [1-9]\d* udalostí\)/)).toBeVisible();
  await page.getByText('Zobraziť údaje mapy ako tabuľku').click();
  const cell = page.getByRole('table', { name: 'Zobrazené štvorce siete 10 × 10 km' }).getByRole('row', { name: /10kmE499N288/ });
  await expect(cell).toBeVisible();
  expect(Number(await cell.locator('td').last().textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: 'Creative Commons Uveďte pôvod 4.0 Medzinárodná (CC BY 4.0)' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/deed.sk');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'skody-v-cislach-desktop');

  // downloads
  const csv = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Počty a sumy podľa roku, pôvodcu a kraja (CSV)' }).click()]).then(([d]) => d);
  expect(csv.suggestedFilename()).toBe('skody-v-cislach.csv');
  expect(readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('rok;povodcaSkody;kraj;pocetSkodovychUdalosti;pocetRozhodnutych;sumaPriznana');
  const geo = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Mapa – štvorce 10 × 10 km (GeoJSON)' }).click()]).then(([d]) => d);
  const features = (JSON.parse(readFileSync(await geo.path(), 'utf8')) as { features: { properties: { bunka: string; pocetSkodovychUdalosti: number } }[] }).features;
  expect(features.find((f) => f.properties.bunka === '10kmE499N288')?.properties.pocetSkodovychUdalosti).toBeGreaterThanOrEqual(3);
  expect(features.every((f) => f.properties.pocetSkodovychUdalosti >= 3)).toBe(true);

  // a phone, and another year through the form
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByLabel('Rok', { exact: true }).selectOption(String(year - 1));
  await page.getByRole('button', { name: 'Zobraziť' }).click();
  await expect(page).toHaveURL(new RegExp(`rok=${year - 1}`));
  await expect(page.getByRole('heading', { name: `Podľa mesiacov v roku ${year - 1}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'skody-v-cislach-phone');
  // the page never scrolls sideways, even at 320 px (the tables scroll in their own boxes; the charts and the map follow the width on their next frame)
  await page.setViewportSize({ width: 320, height: 700 });
  await expect
    .poll(() =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        wider: [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 321 && !e.closest('.es-table-scroll')).map((e) => `${e.tagName}.${e.className}`).slice(0, 5),
      })),
    )
    .toEqual({ page: 320, wider: [] });
});
