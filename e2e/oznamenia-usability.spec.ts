import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFor, signIn } from './helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/** What staff met in their first week on the notification list. */

test('list filters: slow typing keeps focus and every keystroke; a date typed right after Tab is kept', async ({ page }, testInfo) => {
  await signIn(page, 'oznamenia', '/is/oznamenia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();

  // ~250 ms per key: the 300 ms debounce fires in between and the URL changes while typing
  const poskodeny = page.getByLabel('Poškodený alebo kód', { exact: true });
  await poskodeny.click();
  await page.keyboard.type('Ovčiar', { delay: 250 });
  await expect(page).toHaveURL(/poskodeny=Ov%C4%8Diar/);
  await expect(poskodeny).toHaveValue('Ovčiar');
  await expect(poskodeny).toBeFocused();
  // … and again after a pause longer than the debounce, mid-word
  await page.keyboard.press('Backspace', { delay: 400 });
  await page.waitForTimeout(500);
  await page.keyboard.type('ar', { delay: 250 });
  await expect(page).toHaveURL(/poskodeny=Ov%C4%8Diaar/);
  await expect(poskodeny).toHaveValue('Ovčiaar');
  await expect(poskodeny).toBeFocused();

  // 'Od' then Tab and 'Do' typed at once (2026-11-01 style accepted too): nothing is lost
  const od = page.getByLabel('Dátum oznámenia od');
  const doDate = page.getByLabel('Dátum oznámenia do');
  await expect(page.locator('#from-hint')).toHaveText('dd.mm.rrrr');
  await od.click();
  await page.keyboard.type('1.1.2025', { delay: 60 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('2025-12-31', { delay: 120 });
  await expect(page).toHaveURL(/from=2025-01-01/);
  await expect(doDate).toHaveValue('2025-12-31');
  await expect(doDate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/to=2025-12-31/);
  await expect(od).toHaveValue('01.01.2025');
  await expect(doDate).toHaveValue('31.12.2025');
  await expect(doDate).toBeFocused();

  // the tags use the ID-SK font, and removing one clears its field (changes made elsewhere still reach the form)
  const tags = page.getByRole('list', { name: 'Aktívne filtre' });
  const tag = tags.getByRole('button', { name: /Poškodený alebo kód: Ovčiaar/ });
  expect(await tag.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Source Sans Pro/);
  await shot(page, testInfo, 'filters-typed');
  await tag.click();
  await expect(poskodeny).toHaveValue('');
  await expect(page).not.toHaveURL(/poskodeny=/);
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(/\/is\/oznamenia\/?$/);
  await expect(od).toHaveValue('');
  await expect(doDate).toHaveValue('');
});

/**
 * A web notification through the public wizard's API: optionally with one photo, the place given
 * by GPS or only by a municipality, a natural person with consent. Returns its code and the names used.
 */
async function sendWebNotification(
  request: APIRequestContext,
  opts: { priezvisko: string; lenObec?: boolean; photo?: boolean },
): Promise<{ kod: string; obec: string }> {
  const W = '/api/web-oznamenie';
  const ok = async (res: APIResponse) => {
    expect(res.status(), `${res.url()} ${await res.text()}`).toBeLessThan(300);
    return res.status() === 204 ? null : res.json();
  };
  const draft = await ok(await request.post(`${W}/webove-oznamenie/vytvorit-oznamenie`));
  const ciselniky = (await ok(await request.get(`${W}/ciselniky?typy=OBEC,STAT`))) as { type: string; values: { uuid: string; label: string }[] }[];
  const of = (t: string) => ciselniky.find((c) => c.type === t)?.values ?? [];
  const obec = of('OBEC').find((o) => o.label === 'Bacúch') ?? of('OBEC')[0];
  const fotografie: string[] = [];
  if (opts.photo) {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6a8f4e' } }).jpeg().toBuffer();
    const presign = await ok(
      await request.post(`${W}/fotografia/upload?uploadSessionUuid=${draft.fileUploadSessionId}`, { data: { filename: 'salas.jpg', contentType: 'image/jpeg', size: photo.length } }),
    );
    const s3 = await request.post(presign.url, { multipart: { ...presign.fields, file: { name: 'salas.jpg', mimeType: 'image/jpeg', buffer: photo } } });
    expect(s3.status()).toBe(204);
    fotografie.push(presign.filename);
  }
  const place = opts.lenObec ? { obecId: obec.uuid } : { lokalitaGpsSirka: 48.7302159, lokalitaGpsDlzka: 19.4569862 };
  await ok(
    await request.put(`${W}/webove-oznamenie/udaje-o-skode`, {
      data: { datumVznikuSkody: new Date().toISOString().slice(0, 10), typSkody: 'DOMESTIKOVANY_ZIVOCICH', ...place, popisSkody: 'Medveď strhol ovcu.', fotografie },
    }),
  );
  await ok(
    await request.put(`${W}/webove-oznamenie/udaje-o-poskodenom`, {
      data: {
        typSubjektu: 'FO',
        meno: 'Ján',
        priezvisko: opts.priezvisko,
        datumNarodenia: '1970-04-01',
        adresa: { ulica: 'Hlavná', supisneCislo: '12', psc: '97669', obecId: obec.uuid, statId: of('STAT')[0].uuid },
      },
    }),
  );
  await ok(
    await request.put(`${W}/webove-oznamenie/kontaktne-informacie`, {
      data: { email: 'jan@example.sk', telefonneCislo: '00421 905 123 456', gdprSuhlas: true },
    }),
  );
  return { kod: (await ok(await request.post(`${W}/webove-oznamenie/odoslat`))).kod, obec: obec.label };
}

/** A surname nobody else in the test data has (the injured-party search must find nothing yet). */
const uniqueSurname = () => `Pastier${Array.from({ length: 6 }, () => 'abcdefghijklmnoprstuvz'[Math.floor(Math.random() * 22)]).join('')}`;

test("a web notification's reporter is offered as the injured party: search prefilled, one click creates it from the web data", async ({ browser, page }, testInfo) => {
  const reporter = await browser.newContext();
  const priezvisko = uniqueSurname();
  const { kod } = await sendWebNotification(reporter.request, { priezvisko });
  await reporter.close();

  await signIn(page, 'oznamenia', '/is/oznamenia');
  await page.getByRole('row').filter({ hasText: kod }).getByRole('link', { name: kod, exact: true }).click();
  await page.getByRole('link', { name: 'Poškodený', exact: true }).click();
  // none assigned → the search, starting with the reporter's name, and the web data offered first
  await expect(page).toHaveURL(/\/poskodeny\/najst-poskodeneho/);
  await expect(page.getByLabel('Vyhľadať poškodeného')).toHaveValue(`Ján ${priezvisko}`);
  const offer = page.getByRole('region', { name: 'Poškodený podľa dát z webu' });
  await expect(offer).toContainText(`Ján ${priezvisko}`);
  await expect(offer).toContainText('Hlavná 12, 97669 Bacúch');
  await expect(offer).toContainText('00421 905 123 456');
  const today = new Date().toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava', day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\s/g, '');
  await expect(offer).toContainText(`áno, udelený ${today}`);
  await expect(page.getByText(`Poškodený "Ján ${priezvisko}" nebol nájdený v databáze.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'poskodeny-z-webu');

  // one click opens the form filled in from the web data, consent and its date included; a check and 'Uložiť'
  await offer.getByRole('button', { name: 'Vytvoriť z dát z webu' }).click();
  await expect(page).toHaveURL(/\/poskodeny\/vytvorit-poskodeneho/);
  await expect(page.getByText('Údaje sú predvyplnené z dát z webu. Skontrolujte ich a uložte.')).toBeVisible();
  await expect(page.getByLabel('Fyzická osoba', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Meno', { exact: true })).toHaveValue('Ján');
  await expect(page.getByLabel('Priezvisko', { exact: true })).toHaveValue(priezvisko);
  await expect(page.getByLabel('E-mail')).toHaveValue('jan@example.sk');
  await expect(page.getByLabel('Telefónne číslo')).toHaveValue('00421 905 123 456');
  await expect(page.getByLabel('Poškodený udelil súhlas so spracovaním osobných údajov')).toBeChecked();
  const suhlas = page.getByRole('group', { name: 'Dátum udelenia súhlasu' });
  const [d, m, y] = today.split('.');
  await expect(suhlas.getByLabel('Deň')).toHaveValue(String(Number(d)));
  await expect(suhlas.getByLabel('Mesiac')).toHaveValue(String(Number(m)));
  await expect(suhlas.getByLabel('Rok')).toHaveValue(y);
  await expect(page.getByLabel('Ulica')).toHaveValue('Hlavná');
  await shot(page, testInfo, 'poskodeny-formular-z-webu');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Ján ${priezvisko}`);
});

test('a place given only by a municipality is shown on the notification; staff GPS uses a decimal comma; Vytvoril names the person', async ({ browser, page }, testInfo) => {
  const reporter = await browser.newContext();
  const { kod, obec } = await sendWebNotification(reporter.request, { priezvisko: uniqueSurname(), lenObec: true });
  await reporter.close();

  await signIn(page, 'oznamenia', '/is/oznamenia');
  // the list row names the municipality
  await expect(page.getByRole('row').filter({ hasText: kod }).locator('td[data-label="Obec"]')).toHaveText(obec);
  await page.getByRole('row').filter({ hasText: kod }).getByRole('link', { name: kod, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Oznámenie ${kod}` })).toBeVisible();
  await expect(page.getByText(`Obec: ${obec}`)).toBeVisible();
  await expect(page.getByText('Oznamovateľ uviedol len obec, bez GPS súradníc.')).toBeVisible();

  // staff type a point with a comma (or a point): it is kept and shown with a decimal comma
  await page.getByLabel('Zemepisná šírka').fill('48.65');
  await page.getByLabel('Zemepisná dĺžka').fill('19,1234');
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,65');
  await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue('19,1234');
  await shot(page, testInfo, 'oznamenie-obec');

  // an internal notification names who created it
  await page.goto('/is/oznamenia');
  await page.getByRole('button', { name: 'Nové oznámenie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Oznámenie OZN-/ })).toBeVisible();
  await expect(page.locator('.es-ozn-header')).toContainText('Vytvoril: Mgr. Jana Horváthová');
});

test('/is opens the notification list; on a phone the staff lists stack their rows and axe finds nothing; photo buttons name what they show', async ({ browser, page }, testInfo) => {
  const reporter = await browser.newContext();
  const { kod } = await sendWebNotification(reporter.request, { priezvisko: uniqueSurname(), photo: true });
  await reporter.close();

  await signIn(page, 'spravca', '/is');
  await expect(page).toHaveURL(/\/is\/oznamenia\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: kod });
  await expect(row).toBeVisible();
  // stacked: each cell on its own line with its label in front
  const cell = row.locator('td[data-label="Dátum vzniku škody"]');
  expect(await cell.evaluate((td) => [getComputedStyle(td).display, getComputedStyle(td, '::before').content])).toEqual(['block', '"Dátum vzniku škody: "']);
  expect(await noSideScroll()).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'oznamenia-phone');
  // sorting stays available on a phone
  await page.getByRole('button', { name: /^Poškodený/ }).click();
  await expect(page).toHaveURL(/sortBy=poskodenyMeno/);

  await page.goto('/is/pouzivatelia');
  await expect(page.getByRole('row').filter({ hasText: 'oznamenia' }).first()).toBeVisible();
  expect(await noSideScroll()).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'pouzivatelia-phone');

  // the photos tab: the thumbnail button's name contains its visible text (axe label-content-name-mismatch)
  await page.goto('/is/oznamenia');
  await row.getByRole('link', { name: kod, exact: true }).click();
  await page.getByRole('link', { name: 'Fotografie', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Zobraziť fotografiu salas\.jpg/ })).toBeVisible();
  expect(await noSideScroll()).toBeLessThanOrEqual(390);
  const results = await axeFor(page).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'fotografie-phone');
});
