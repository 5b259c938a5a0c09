import { expect, type Page, test } from '@playwright/test';
import { RECORD_SCREENSHOTS, recordScreenshot } from './helpers';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';

/**
 * A referent's first week: a double-clicked 'Priradiť' sends one request; 'Ukončiť šetrenie' on an
 * empty event asks first, names what locks and what is missing, and goes on only after 'Rozumiem…';
 * a typed spisová značka is not lost on a tab click, a reload or a state change (the unsaved-changes guard).
 */

/** Screenshots at desktop and phone width for people (E2E_SCREENSHOTS=1, see recordScreenshot). */
const shot = async (page: Page, name: string) => {
  if (!RECORD_SCREENSHOTS) return;
  await recordScreenshot(page, { path: test.info().outputPath(`${name}-desktop.png`), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await recordScreenshot(page, { path: test.info().outputPath(`${name}-390.png`), fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
};

test("a double-clicked 'Priradiť' sends one request and shows only the success", async ({ browser, baseURL }) => {
  // prepare: a notification in ROZPRACOVANE with its workplace (staff API)
  const page = await signedIn(browser, baseURL as string, 'spravca');
  const api = page.request;
  const { uuid } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenia/create`), 'create');
  const detail = await ok<{ version: number }>(await api.get(`${IS}/oznamenie/${uuid}`), 'detail');
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  const today = new Date().toISOString().slice(0, 10);
  const sop = organizaciaList.find((o) => o.typ === 'SOP' && o.platnost)?.uuid;
  await ok(await api.put(`${IS}/oznamenie/${uuid}`, { data: { datumOznamenia: today, datumVznikuSkody: today, typSkody: 'DOMESTIKOVANY_ZIVOCICH', popisSkody: 'Vlk napadol ovce.', uzemnePrislusnePracovisko: sop, version: detail.version } }), 'update');
  await page.goto(`/is/oznamenia/${uuid}`);
  const assigns: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/oznamenie/${uuid}/assign`)) assigns.push(r.url());
  });
  // act
  await page.getByRole('button', { name: 'Priradiť' }).dblclick();
  // assert
  await expect(page.getByText('Stav oznámenia bol úspešne zmenený.')).toBeVisible();
  await expect(page.locator('.es-ozn-header')).toContainText('PRIRADENÉ');
  expect(assigns).toHaveLength(1);
  await expect(page.getByText(/Akcia nie je v stave oznámenia/)).toHaveCount(0);
});

test("'Ukončiť šetrenie' on an empty event asks, names what locks and what is missing, and needs 'Rozumiem'", async ({ browser, baseURL }) => {
  // prepare: an event in V_SETRENI with no injured party, no items, no statement
  const spravca = await signedIn(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(spravca.request, 'Medveď poškodil úle.');
  await ok(await spravca.request.post(`${IS}/skodove-udalosti/${uuid}/vytvorit-oznamenie`), 'začať šetrenie');
  const page = await signedIn(browser, baseURL as string, 'skody');
  await page.goto(`/is/skodove-udalosti/${uuid}`);
  const ends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/${uuid}/ukonci-setrenie`)) ends.push(r.url());
  });
  const tag = page.locator('.es-ozn-header .govuk-tag');
  await expect(tag).toHaveText('V šetrení');

  // act
  await page.getByRole('button', { name: 'Ukončiť šetrenie' }).click();

  // assert: the question, focused, with the new state, the locks and the missing parts
  const dialog = page.getByRole('alertdialog', { name: 'Naozaj si želáte ukončiť šetrenie?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText('Stav sa zmení z „V šetrení“ na „Vyšetrená“. Zmenu nie je možné vrátiť.');
  await expect(dialog).toContainText('Po zmene stavu už nebude možné meniť:');
  for (const locked of ['Typ škody', 'preventívne opatrenia', 'záverečné stanovisko']) await expect(dialog.getByRole('listitem').filter({ hasText: locked }).first()).toBeVisible();
  await expect(dialog).toContainText('Šetrenie nie je úplné. Chýba:');
  for (const missing of ['poškodený', 'predmety škody', 'dátum a čas miestneho šetrenia', 'záverečné stanovisko – Návrh na úhradu škody']) await expect(dialog).toContainText(missing);
  await shot(page, 'ukoncit-setrenie-potvrdenie');

  // 'Áno, chcem' without the tick: nothing sent, the box says why
  await dialog.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(dialog.getByText('Ak chcete ukončiť šetrenie s chýbajúcimi údajmi, označte, že tomu rozumiete.')).toBeVisible();
  expect(ends).toHaveLength(0);
  await expect(tag).toHaveText('V šetrení');

  // the deliberate act: tick, then 'Áno, chcem'
  await dialog.getByRole('checkbox', { name: 'Rozumiem, že šetrenie ukončujem s chýbajúcimi údajmi.' }).check();
  await dialog.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Stav škodovej udalosti bol úspešne zmenený.')).toBeVisible();
  await expect(tag).toHaveText('Vyšetrená');
  expect(ends).toHaveLength(1);
});

test('a typed spisová značka is not lost: a tab click asks, a reload asks, and after Uložiť nothing asks', async ({ browser, baseURL }) => {
  // prepare
  const spravca = await signedIn(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(spravca.request, 'Vlk roztrhal ovcu.');
  const page = await signedIn(browser, baseURL as string, 'skody');
  await page.goto(`/is/skodove-udalosti/${uuid}`);
  const znacka = page.getByLabel('Spisová značka ŠOP SR', { exact: true });
  const tabs = page.getByRole('navigation', { name: /Časti/ });

  // act: type, then the tab 'Opatrenia'
  await znacka.fill('ŠOP-12/2026');
  await tabs.getByRole('link', { name: 'Opatrenia' }).click();

  // assert: the guard's dialog, named, and 'Zostať na stránke' keeps the typed value
  const guard = page.getByRole('dialog', { name: 'Máte neuložené zmeny' });
  await expect(guard).toBeVisible();
  await expect(guard.getByRole('button', { name: 'Zostať na stránke' })).toBeFocused();
  await shot(page, 'neulozene-zmeny');
  await guard.getByRole('button', { name: 'Zostať na stránke' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}$`));
  await expect(znacka).toHaveValue('ŠOP-12/2026');

  // a reload asks the browser's own question (dismissed: the page and the value stay)
  const asked = new Promise<string>((resolve) => page.once('dialog', (d) => {
    resolve(d.type());
    void d.dismiss();
  }));
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(znacka).toHaveValue('ŠOP-12/2026');

  // a state change would reload the form: with unsaved edits it is refused with a word, the edit stays
  await page.getByRole('button', { name: 'Začať šetrenie', exact: true }).click();
  await expect(page.getByText('Vo formulári škodovej udalosti sú neuložené zmeny. Najprv ich uložte, potom zmeňte stav.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(znacka).toHaveValue('ŠOP-12/2026');

  // after 'Uložiť' the tab opens at once and the value is stored
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await tabs.getByRole('link', { name: 'Opatrenia' }).click();
  await expect(page).toHaveURL(/\/opatrenia$/);
  await expect(guard).toHaveCount(0);
  await page.goto(`/is/skodove-udalosti/${uuid}`);
  await expect(znacka).toHaveValue('ŠOP-12/2026');

  // 'Odísť bez uloženia' leaves and drops the change
  await znacka.fill('iná');
  await tabs.getByRole('link', { name: 'Opatrenia' }).click();
  await guard.getByRole('button', { name: 'Odísť bez uloženia' }).click();
  await expect(page).toHaveURL(/\/opatrenia$/);
});
