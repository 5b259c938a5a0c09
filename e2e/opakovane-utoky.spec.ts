import { type APIRequestContext, expect, test } from '@playwright/test';
import { IS, ok, signedIn } from './skodove-udalosti-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/** yyyy-MM-dd `days` ago (UTC; the dates are far from midnight's edge for the window of 30 days). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A notification of the first valid workplace with a place and a damage date, saved through the staff API. */
async function notification(api: APIRequestContext, lat: number, lng: number, datum: string): Promise<{ uuid: string; kod: string }> {
  const { uuid } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenia/create`), 'create');
  const detail = await ok<{ version: number; kod: string }>(await api.get(`${IS}/oznamenie/${uuid}`), 'detail');
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  const sop = organizaciaList.find((o) => o.typ === 'SOP' && o.platnost);
  await ok(
    await api.put(`${IS}/oznamenie/${uuid}`, {
      data: {
        datumOznamenia: datum,
        datumVznikuSkody: datum,
        typSkody: 'DOMESTIKOVANY_ZIVOCICH',
        popisSkody: 'Vlk strhol ovce v košiari.',
        lokalitaGpsSirka: lat,
        lokalitaGpsDlzka: lng,
        uzemnePrislusnePracovisko: sop?.uuid,
        version: detail.version,
      },
    }),
    'update',
  );
  return { uuid, kod: detail.kod };
}

test('a third attack within 5 km and 30 days: marked on both lists, the related cases on both details, axe clean on phone and desktop', async ({ browser, baseURL }, testInfo) => {
  const page = await signedIn(browser, baseURL as string, 'spravca');
  const api = page.request;
  // a corner of the Poloniny where the demo data has no cases: 2.2 km and 1.5 km from the third one
  const prvy = await notification(api, 49.06, 22.3, daysAgo(12));
  const druhy = await notification(api, 49.04, 22.32, daysAgo(6));
  const treti = await notification(api, 49.04, 22.3, daysAgo(1));

  await page.goto(`/is/oznamenia?poskodeny=${treti.kod}`);
  const row = page.getByRole('row').filter({ hasText: treti.kod });
  await expect(row.getByText('Opakovaný útok', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: treti.kod, exact: true }).click();
  const panel = page.getByRole('region', { name: 'Opakovaný útok' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Tento prípad je 3. prípadom v okruhu 5 km za 30 dní.');
  await expect(panel.getByRole('row').filter({ hasText: prvy.kod })).toContainText('2,22 km');
  await expect(panel.getByRole('row').filter({ hasText: druhy.kod })).toContainText('1,46 km');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'oznamenie-panel-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'oznamenie-panel-phone');
  await panel.getByRole('link', { name: prvy.kod, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${prvy.uuid}$`));

  // the event made from the third notification is the same case: it keeps the mark and the panel
  await ok(await api.put(`${IS}/oznamenie/${treti.uuid}/assign`), 'assign');
  const { uuid: udalost } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenie/${treti.uuid}/vytvorit-skodova-udalost`), 'event');
  const { kod: suKod } = await ok<{ kod: string }>(await api.get(`${IS}/skodove-udalosti/${udalost}`), 'event detail');
  await page.goto(`/is/skodove-udalosti?poskodeny=${suKod}`);
  const suRow = page.getByRole('row').filter({ hasText: suKod });
  await expect(suRow.getByText('Opakovaný útok', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'skodove-udalosti-phone');

  await page.setViewportSize({ width: 1280, height: 900 });
  await suRow.getByRole('link', { name: suKod, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Opakovaný útok' }).getByRole('link', { name: druhy.kod })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'skodova-udalost-panel-desktop');

  // the administrator's parameters: a species row with its own radius, saved
  await page.getByRole('link', { name: 'Nastavenia', exact: true }).click();
  await page.getByRole('link', { name: 'Opakované útoky', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeVisible();
  await page.getByRole('button', { name: 'Pridať pôvodcu' }).click();
  await page.getByLabel('Pôvodca škody', { exact: true }).selectOption({ index: 1 });
  await page.locator('#druhy-0-polomerKm').fill('8,5');
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  await expect(page.getByText('Nastavenie bolo uložené.')).toBeVisible();
  await page.reload();
  await expect(page.locator('#druhy-0-polomerKm')).toHaveValue('8,5');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'nastavenie-desktop');
});
