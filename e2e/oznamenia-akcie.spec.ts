import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { expectTitle, recordScreenshot, signIn } from './helpers';
import { shot } from './wizard-helpers';

/**
 * Staff actions on a notification in the browser (spec part 1 §2 'Notification detail', 'Change of
 * notification assignment', §4 'Notification'): internal create with autosave, discard with its
 * confirmation, assign and change of assignment, and two staff editing one notification at once
 * (optimistic locking → the Slovak 409 message, nothing overwritten). Every test creates its own
 * notification through the 'Nové oznámenie' button; nothing depends on other spec files.
 */

const SHOTS = '/tmp/e2e-akcie-shots';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DETAIL_URL = /\/is\/oznamenia\/([0-9a-f-]{36})$/;
const LIST_URL = /\/is\/oznamenia\/?$/;
// the exact texts (shared/api/oznamenia.ts OZNAMENIE_MSG, shared/api/errors.ts ERROR_TEXTS.conflict) – repeated here on purpose
const MSG = {
  ulozeneAuto: 'Zmeny sú uložené.',
  stavZmeneny: 'Stav oznámenia bol úspešne zmenený.',
  zrusene: 'Oznámenie bolo zrušené.',
  ulozene: 'Údaje boli úspešne uložené.',
  confirmZahodit: 'Naozaj si želáte zahodiť oznámenie? Operácia je nenávratná!',
  pracoviskoPovinne: 'Pred priradením vyberte územne príslušné pracovisko.',
  typSkodyPovinny: 'Pred priradením vyberte typ škody.',
  conflict: 'Údaje medzitým zmenil iný používateľ. Načítajte stránku znova a zmeny zopakujte.',
  notFound: 'Stránka nebola nájdená.',
};
// valid ŠOP SR workplaces of the seed (scripts/seed/data/organizacie.ts)
const MALA_FATRA = 'Správa Národného parku Malá Fatra';
const VELKA_FATRA = 'Správa Národného parku Veľká Fatra';

/** A past date in the form's format dd.MM.rrrr, on the Slovak calendar like the product's 'today' (near midnight UTC it is already the next day there). */
function daysAgoSk(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  return d.toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava', day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\s/g, '');
}

const header = (page: Page) => page.locator('.es-ozn-header');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const chosenOption = (page: Page, label: string) => field(page, label).locator('option:checked');

/** A staff session on the notification list (its own browser context). */
async function signedIn(browser: Browser, account: string, path = '/is/oznamenia'): Promise<Page> {
  const context = await browser.newContext({ locale: 'sk-SK' });
  const page = await context.newPage();
  await signIn(page, account, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  return page;
}

/** 'Nové oznámenie' on the list → the new notification's detail in ROZPRACOVANÉ; returns its uuid and code. */
async function createFromList(page: Page): Promise<{ uuid: string; kod: string }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();
  await page.getByRole('button', { name: 'Nové oznámenie', exact: true }).click();
  await expect(page).toHaveURL(DETAIL_URL);
  const uuid = DETAIL_URL.exec(new URL(page.url()).pathname)?.[1] ?? '';
  expect(uuid).toMatch(UUID);
  const heading = page.getByRole('heading', { level: 1, name: /^Oznámenie \S+$/ });
  await expect(heading).toBeVisible();
  const kod = ((await heading.textContent()) ?? '').replace('Oznámenie ', '').trim();
  expect(kod).not.toBe('');
  await expect(header(page)).toContainText('ROZPRACOVANÉ');
  // internal, not from the web: no 'Z WEBU' badge and no 'Dáta z webu' tab
  await expect(header(page)).not.toContainText('Z WEBU');
  await expect(page.getByRole('link', { name: 'Dáta z webu' })).toHaveCount(0);
  return { uuid, kod };
}

/** Runs `action` and waits for the autosave PUT it causes; returns that response. */
async function autosave(page: Page, uuid: string, action: () => Promise<void>): Promise<Response> {
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/is/oznamenie/${uuid}`);
  await action();
  return put;
}

/** Types into a text field and leaves it (the form saves text fields on blur). */
async function typeAndLeave(page: Page, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
  await field(page, label).blur();
}

test('internal create: "Nové oznámenie" opens a ROZPRACOVANÉ notification whose fields save themselves and survive a reload', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'oznamenia');
  const { uuid, kod } = await createFromList(page);

  // the defaults of a new notification: both dates today, editable; no damage type and no workplace guessed
  const today = daysAgoSk(0);
  await expect(field(page, 'Typ škody')).toHaveValue('');
  await expect(field(page, 'Dátum oznámenia')).toHaveValue(today);
  await expect(field(page, 'Dátum vzniku škody')).toHaveValue(today);
  await expect(field(page, 'Popis škody')).toHaveValue('');
  await expect(field(page, 'Územne príslušné pracovisko')).toHaveValue('');
  await expect(field(page, 'Popis škody')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Priradiť' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zahodiť rozpracované' })).toBeVisible();
  // not in ROZPRACOVANÉ (spec §4): cancel, change of assignment, PDF
  await expect(page.getByRole('button', { name: 'Zrušiť oznámenie' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zmeniť priradenie' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export do PDF' })).toHaveCount(0);

  // text fields save on blur, selects at once – each change is one successful PUT
  const vznik = daysAgoSk(3);
  const saves = [
    await autosave(page, uuid, () => typeAndLeave(page, 'Popis škody', 'Vlk strhol dve kozy pri salaši.')),
    await autosave(page, uuid, () => typeAndLeave(page, 'Popis lokality', 'Lúka nad obcou, pri potoku')),
    await autosave(page, uuid, () => typeAndLeave(page, 'Dátum vzniku škody', vznik)),
    await autosave(page, uuid, () => field(page, 'Typ škody').selectOption({ label: 'Včely a včel. zariadenia' }).then(() => undefined)),
    // the map picker's coordinates: the pair is saved once both are typed (a half pair never clears the place)
    await autosave(page, uuid, async () => {
      await field(page, 'Zemepisná šírka').fill('48,7302');
      await field(page, 'Zemepisná dĺžka').fill('19.4569');
    }),
    await autosave(page, uuid, () => typeAndLeave(page, 'Doplňujúce kontaktné informácie', 'Volať ráno, tel. 0905 111 222')),
    await autosave(page, uuid, () => field(page, 'Územne príslušné pracovisko').selectOption({ label: MALA_FATRA }).then(() => undefined)),
  ];
  for (const r of saves) expect(r.status(), await r.text()).toBe(200);
  await expect(page.getByText(MSG.ulozeneAuto)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Oznámenie ${kod}` })).toBeVisible();
  await expect(header(page)).toContainText('ROZPRACOVANÉ');
  await expect(field(page, 'Popis škody')).toHaveValue('Vlk strhol dve kozy pri salaši.');
  await expect(field(page, 'Popis lokality')).toHaveValue('Lúka nad obcou, pri potoku');
  await expect(field(page, 'Dátum oznámenia')).toHaveValue(today);
  await expect(field(page, 'Dátum vzniku škody')).toHaveValue(vznik);
  await expect(chosenOption(page, 'Typ škody')).toHaveText('Včely a včel. zariadenia');
  // typed with a comma or a point, saved as a number, shown in the one Slovak format (decimal comma)
  await expect(field(page, 'Zemepisná šírka')).toHaveValue('48,7302');
  await expect(field(page, 'Zemepisná dĺžka')).toHaveValue('19,4569');
  await expect(field(page, 'Doplňujúce kontaktné informácie')).toHaveValue('Volať ráno, tel. 0905 111 222');
  await expect(chosenOption(page, 'Územne príslušné pracovisko')).toHaveText(MALA_FATRA);

  // listed in ROZPRACOVANÉ
  await page.goto('/is/oznamenia?states=ROZPRACOVANE');
  await expect(page.getByRole('row').filter({ hasText: kod })).toContainText('ROZPRACOVANÉ');
  await shot(page, testInfo, 'list-rozpracovane');
  await page.context().close();
});

test('discard: "Zahodiť rozpracované" asks first (NIE keeps it), "Áno, chcem" deletes it and returns to the list', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'oznamenia');
  const { uuid, kod } = await createFromList(page);
  const detailPath = `/is/oznamenia/${uuid}`;
  expect((await autosave(page, uuid, () => typeAndLeave(page, 'Popis škody', 'Omylom založené oznámenie.'))).status()).toBe(200);

  // NIE: the prompt closes, nothing happens
  const discard = page.getByRole('button', { name: 'Zahodiť rozpracované' });
  await discard.click();
  const dialog = page.getByRole('alertdialog', { name: MSG.confirmZahodit });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Áno, chcem', 'NIE']);
  await shot(page, testInfo, 'confirm-zahodit');
  await dialog.getByRole('button', { name: 'NIE', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  await page.reload();
  await expect(header(page)).toContainText('ROZPRACOVANÉ');
  await expect(field(page, 'Popis škody')).toHaveValue('Omylom založené oznámenie.');

  // Áno, chcem: back on the list with the message, the notification is gone
  await discard.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Áno, chcem', exact: true }).click();
  await expect(page).toHaveURL(LIST_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MSG.zrusene })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: kod })).toHaveCount(0);
  await shot(page, testInfo, 'list-after-discard');
  // deleted, not just cancelled: the API does not know it any more
  expect((await page.request.get(`/api/is/oznamenie/${uuid}`)).status()).toBe(404);

  // the old address: the staff not-found page (spec part 1 §2 'Page errors')
  await page.goto(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: MSG.notFound })).toBeVisible();
  await expectTitle(page, 'Stránka nenájdená');
  await expect(page.getByText('Nastala neočakávaná chyba')).toHaveCount(0);
  await expect(page.getByLabel('Popis škody')).toHaveCount(0);
  await shot(page, testInfo, 'discarded-not-found');
  await page.context().close();
});

test('assign and change of assignment: "Priradiť" needs a damage type and a workplace, then PRIRADENÉ; "Zmeniť priradenie" moves it to another workplace', async ({ browser }, testInfo) => {
  const page = await signedIn(browser, 'oznamenia');
  const { uuid, kod } = await createFromList(page);
  const detailPath = `/is/oznamenia/${uuid}`;

  // without a damage type and a workplace the assignment is refused, each named next to its field
  await page.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByRole('alert')).toContainText(MSG.pracoviskoPovinne);
  await expect(page.getByRole('alert')).toContainText(MSG.typSkodyPovinny);
  await expect(header(page)).toContainText('ROZPRACOVANÉ');

  const typ = await autosave(page, uuid, () => field(page, 'Typ škody').selectOption({ label: 'Poľné plodiny' }).then(() => undefined));
  expect(typ.status()).toBe(200);

  const put = await autosave(page, uuid, () => field(page, 'Územne príslušné pracovisko').selectOption({ label: MALA_FATRA }).then(() => undefined));
  expect(put.status()).toBe(200);
  await page.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.stavZmeneny })).toBeVisible();
  await expect(header(page)).toContainText('PRIRADENÉ');
  await expect(field(page, 'Územne príslušné pracovisko')).toBeDisabled();
  await expect(chosenOption(page, 'Územne príslušné pracovisko')).toHaveText(MALA_FATRA);
  await expect(page.getByRole('button', { name: 'Priradiť' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zahodiť rozpracované' })).toHaveCount(0);

  // the change-assignment screen, with the current workplace preselected
  await page.getByRole('link', { name: 'Zmeniť priradenie' }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath}/zmenit-priradenie$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zmena priradenia' })).toBeVisible();
  await expect(page.getByText(`Oznámenie ${kod}`, { exact: true })).toBeVisible();
  await expect(chosenOption(page, 'Územne príslušné pracovisko')).toHaveText(MALA_FATRA);
  await expect(page.getByRole('link', { name: 'Späť' })).toBeVisible();
  await field(page, 'Územne príslušné pracovisko').selectOption({ label: VELKA_FATRA });
  await shot(page, testInfo, 'zmena-priradenia');
  await recordScreenshot(page, { path: `${SHOTS}/zmena-priradenia.png`, fullPage: true });
  await page.getByRole('button', { name: 'Priradiť' }).click();

  // back on the detail: message, new workplace, still PRIRADENÉ – and so after a reload
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  await expect(page.getByRole('status').filter({ hasText: MSG.ulozene })).toBeVisible();
  await expect(header(page)).toContainText('PRIRADENÉ');
  await expect(chosenOption(page, 'Územne príslušné pracovisko')).toHaveText(VELKA_FATRA);
  await shot(page, testInfo, 'detail-po-zmene-priradenia');
  await page.reload();
  await expect(header(page)).toContainText('PRIRADENÉ');
  await expect(chosenOption(page, 'Územne príslušné pracovisko')).toHaveText(VELKA_FATRA);
  await page.context().close();
});

test('two staff on one notification: the later save gets the Slovak 409 message and does not overwrite the earlier one', async ({ browser }, testInfo) => {
  const jana = await signedIn(browser, 'oznamenia');
  const { uuid } = await createFromList(jana);
  const detailPath = `/is/oznamenia/${uuid}`;
  // a second staff member with EVIDENCIA_OZNAMENI opens the same version
  const peter = await signedIn(browser, 'spravca', detailPath);
  await expect(header(peter)).toContainText('ROZPRACOVANÉ');
  await expect(field(peter, 'Popis škody')).toHaveValue('');

  // the first save wins
  const first = await autosave(jana, uuid, () => typeAndLeave(jana, 'Popis škody', 'Jana: medveď poškodil tri úle.'));
  expect(first.status()).toBe(200);
  await expect(jana.getByText(MSG.ulozeneAuto)).toBeVisible();

  // the second, from the stale version, is refused with the conflict message
  const second = await autosave(peter, uuid, () => typeAndLeave(peter, 'Popis škody', 'Peter: vlk na pastve.'));
  expect(second.status()).toBe(409);
  await expect(peter.getByRole('alert')).toContainText(MSG.conflict);
  await expect(peter.getByText(MSG.ulozeneAuto)).toHaveCount(0);
  await shot(peter, testInfo, 'konflikt-409');
  await recordScreenshot(peter, { path: `${SHOTS}/konflikt-409.png`, fullPage: true });

  // nothing overwritten: both see Jana's text after a reload
  await jana.reload();
  await expect(field(jana, 'Popis škody')).toHaveValue('Jana: medveď poškodil tri úle.');
  await peter.reload();
  await expect(field(peter, 'Popis škody')).toHaveValue('Jana: medveď poškodil tri úle.');
  await expect(peter.getByRole('alert')).toHaveCount(0);

  // as the message says: after reloading, the change can be repeated
  const retry = await autosave(peter, uuid, () => typeAndLeave(peter, 'Popis lokality', 'Peter: pasienok pod hrebeňom'));
  expect(retry.status()).toBe(200);
  await jana.reload();
  await expect(field(jana, 'Popis škody')).toHaveValue('Jana: medveď poškodil tri úle.');
  await expect(field(jana, 'Popis lokality')).toHaveValue('Peter: pasienok pod hrebeňom');
  await jana.context().close();
  await peter.context().close();
});
