import { type APIRequestContext, expect, test } from '@playwright/test';
import { finalScreenshot, recordScreenshot } from './helpers';
import { potvrditZmenuStavu, signedIn, staffApi } from './skodove-udalosti-helpers';
import { expectNoAxeViolations } from './wizard-helpers';

const IS = '/api/is';
const SHOTS = '/tmp/su-shots';

/** Checks an API response and returns its JSON (or nothing for 204). */
async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/**
 * A PRIRADENE notification, set up through the staff API with the session of 'spravca': created,
 * damage data and a workplace filled in, an existing business assigned as the injured party, assigned.
 */
async function priradeneOznamenie(api: APIRequestContext): Promise<string> {
  const { uuid } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenia/create`), 'create');
  const detail = await ok<{ version: number }>(await api.get(`${IS}/oznamenie/${uuid}`), 'detail');
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  const sop = organizaciaList.find((o) => o.typ === 'SOP' && o.platnost);
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    await api.put(`${IS}/oznamenie/${uuid}`, {
      data: {
        datumOznamenia: today,
        datumVznikuSkody: today,
        typSkody: 'VCELY',
        popisSkody: 'Medveď zničil tri úle.',
        popisLokality: 'Pri lese nad obcou.',
        lokalitaGpsSirka: 48.73,
        lokalitaGpsDlzka: 19.45,
        uzemnePrislusnePracovisko: sop?.uuid,
        version: detail.version,
      },
    }),
    'update',
  );
  const { poskodenyList } = await ok<{ poskodenyList: { uuid: string }[] }>(await api.get(`${IS}/poskodeni?searchTokens=${encodeURIComponent('Farma Zlatno')}`), 'search');
  await ok(await api.put(`${IS}/oznamenie/${uuid}/priradit-poskodeneho`, { data: { uuid: poskodenyList[0].uuid } }), 'party');
  await ok(await api.put(`${IS}/oznamenie/${uuid}/assign`), 'assign');
  return uuid;
}

test('EVIDENCIA_SKOD: "Nová šk. udalosť" on a PRIRADENE notification creates the event; its injured party screens', async ({ browser, baseURL }, testInfo) => {
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const oznamenieUuid = await priradeneOznamenie(spravca);
  const oznamenieKod = (await ok<{ kod: string }>(await spravca.get(`${IS}/oznamenie/${oznamenieUuid}`), 'detail')).kod;

  const page = await signedIn(browser, base, 'skody', `/is/oznamenia/${oznamenieUuid}`);
  await expect(page.locator('.es-ozn-header')).toContainText('PRIRADENÉ');
  await page.getByRole('button', { name: 'Nová šk. udalosť' }).click();
  await potvrditZmenuStavu(page);

  // the event page with the message, its code and state, and the link back to the notification
  await expect(page).toHaveURL(/\/is\/skodove-udalosti\/[0-9a-f-]{36}$/);
  const eventUuid = page.url().split('/').pop() as string;
  await expect(page.getByText('Škodová udalosť bola úspešne vytvorená.')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Škodová udalosť SU-\d{4}-\d{6}$/);
  const kod = ((await heading.textContent()) ?? '').replace('Škodová udalosť ', '');
  await expect(page.locator('.govuk-tag').first()).toHaveText('Rozpracovaná');
  const breadcrumbs = page.getByRole('navigation', { name: 'Omrvinková navigácia' });
  await expect(breadcrumbs.getByRole('link', { name: 'Škodové udalosti' })).toHaveAttribute('href', '/is/skodove-udalosti');
  await expect(breadcrumbs).toContainText('Detail šk. udalosti');
  const tabs = page.getByRole('navigation', { name: 'Časti škodovej udalosti' });
  await expect(tabs.getByRole('link')).toHaveText(['ŠK. UDALOSŤ', 'Predmet škody', 'Opatrenia', 'Stanovisko', 'Poškodený', 'Fotografie', 'Prílohy', 'Konanie']);
  // tab ŠK. UDALOSŤ: the notification's data in the edit form, the notification and the party in the summary above it
  const summary = page.locator('.govuk-summary-list');
  await expect(page.getByLabel('Typ škody', { exact: true }).locator('option:checked')).toHaveText('Včely a včel. zariadenia');
  await expect(page.getByLabel('Popis škody', { exact: true })).toHaveValue('Medveď zničil tri úle.');
  await expect(summary).toContainText('Poľnohospodárske družstvo Pohorelá');
  await expect(page.getByRole('link', { name: 'Späť na zoznam' })).toHaveAttribute('href', '/is/skodove-udalosti');
  await recordScreenshot(page, { path: `${SHOTS}/skodova-udalost.png`, fullPage: true });
  await finalScreenshot(page, testInfo, 'skodova-udalost');
  await expectNoAxeViolations(page);

  // the notification is V RIEŠENÍ now and links to the event
  await summary.getByRole('link', { name: oznamenieKod }).click();
  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${oznamenieUuid}$`));
  await expect(page.locator('.es-ozn-header')).toContainText('V RIEŠENÍ');
  await expect(page.getByRole('button', { name: 'Nová šk. udalosť' })).toHaveCount(0);
  await recordScreenshot(page, { path: `${SHOTS}/oznamenie-v-rieseni.png`, fullPage: true });
  // the link names the event by its code
  await page.getByRole('link', { name: `Škodová udalosť ${kod}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${eventUuid}$`));

  // the event's injured party is the notification's one; its history lists the event
  await tabs.getByRole('link', { name: 'Poškodený' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${eventUuid}/poskodeny$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Poľnohospodárske družstvo Pohorelá - Farma Zlatno' })).toBeVisible();
  await expect(breadcrumbs.getByRole('link')).toHaveText(['Škodové udalosti', 'Detail šk. udalosti', 'Poškodený']);
  await expect(page.locator('.govuk-caption-l')).toHaveText('Detail šk. udalosti');
  await recordScreenshot(page, { path: `${SHOTS}/skodova-udalost-poskodeny.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'História šk. udalostí' }).click();
  await expect(page).toHaveURL(/\/historia-skodovych-udalosti/);
  const historia = page.getByRole('row', { name: new RegExp(kod) });
  await expect(historia).toBeVisible();
  await expect(historia).toContainText('Rozpracovaná');
  await recordScreenshot(page, { path: `${SHOTS}/skodova-udalost-historia.png`, fullPage: true });

  // another party: search, pick, back on the event's party detail
  await breadcrumbs.getByRole('link', { name: 'Poškodený' }).click();
  await page.getByRole('button', { name: 'Nájsť iného poškodeného' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${eventUuid}/poskodeny/najst-poskodeneho`));
  await page.getByLabel('Vyhľadať poškodeného').fill('Agro Čierny Balog');
  const row = page.getByRole('row', { name: /Chov oviec Dobroč/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Vybrať/ }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${eventUuid}/poskodeny$`));
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Agro Čierny Balog, s.r.o. - Chov oviec Dobroč' })).toBeVisible();
  await breadcrumbs.getByRole('link', { name: 'Detail šk. udalosti' }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${eventUuid}$`));
  await expect(summary).toContainText('Agro Čierny Balog');
});

test('without EVIDENCIA_SKOD: no "Nová šk. udalosť", and the event is forbidden', async ({ browser, baseURL }) => {
  const base = baseURL as string;
  const spravca = await staffApi(browser, base, 'spravca');
  const oznamenieUuid = await priradeneOznamenie(spravca);
  const { uuid: eventUuid } = await ok<{ uuid: string }>(await spravca.post(`${IS}/oznamenie/${oznamenieUuid}/vytvorit-skodova-udalost`), 'event');
  const fresh = await priradeneOznamenie(spravca);

  const page = await signedIn(browser, base, 'oznamenia', `/is/oznamenia/${fresh}`);
  await expect(page.getByRole('button', { name: 'Zmeniť priradenie' }).or(page.getByRole('link', { name: 'Zmeniť priradenie' }))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nová šk. udalosť' })).toHaveCount(0);
  await page.goto(`/is/oznamenia/${oznamenieUuid}`);
  await expect(page.locator('.es-ozn-header')).toContainText('V RIEŠENÍ');
  await expect(page.getByRole('link', { name: /^Škodová udalosť/ })).toHaveCount(0);
  await page.goto(`/is/skodove-udalosti/${eventUuid}`);
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie/);
  await page.goto(`/is/skodove-udalosti/${eventUuid}/poskodeny`);
  await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie/);
});

test('an unknown damage event shows the not-found page', async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL as string, 'skody', '/is/skodove-udalosti/0b6a4f0e-1d2c-4e5f-8a9b-0c1d2e3f4a5b');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Škodová udalosť/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nebola nájdená.' })).toBeVisible();
  await page.goto('/is/skodove-udalosti/nie-je-uuid');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nebola nájdená.' })).toBeVisible();
  // inside the staff layout: the header with the product's name stays
  await expect(page.getByRole('banner').getByRole('link', { name: 'Evidencia škôd' })).toBeVisible();
});
