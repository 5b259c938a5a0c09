/**
 * Settings (spec part 1 §2 'Settings', §6, §7 'Users' + 'Organisations', §8): users, rights,
 * own profile, directory synchronisation, organisations.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { putLocalAccount, readLocalAccounts, removeLocalAccount } from '../functions/pouzivatelia/domain/directory/local-directory';
import { finalScreenshot, signIn, navLabels } from './helpers';

const UZIVATELIA = /\/is\/pouzivatelia(\?.*)?$/;

/** The directory file of the product under test (scripts/local/start.ts keeps it in its DATA_DIR). */
function directoryFile(baseURL: string): string {
  const port = new URL(baseURL).port;
  const root = path.join(process.cwd(), '.data');
  const candidates = readdirSync(root)
    .filter((d) => d.startsWith('e2e-'))
    .map((d) => path.join(root, d))
    .filter((d) => existsSync(path.join(d, 'local.json')) && existsSync(path.join(d, 'directory.json')))
    .filter((d) => {
      const local = JSON.parse(readFileSync(path.join(d, 'local.json'), 'utf8')) as { origin: string; pid: number };
      if (new URL(local.origin).port !== port) return false;
      try {
        process.kill(local.pid, 0);
        return true;
      } catch {
        return false;
      }
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!candidates[0]) throw new Error('directory.json of the running product not found');
  return path.join(candidates[0], 'directory.json');
}

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/is(\/oznamenia)?\/?$/);
  return page;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the administrator sees the user list: tabs, search, sorting, tags and the empty texts', async ({ page }, testInfo) => {
  await signIn(page, 'spravca');
  await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Nastavenia' }).click();

  await expect(page).toHaveURL(UZIVATELIA);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavenia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Používatelia' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Organizácie' })).toBeVisible();
  await expect(row(page, 'spravca')).toContainText('NAPANT, SOPSR');
  await expect(row(page, 'spravca')).toContainText('AKTÍVNY');
  await expect(page.getByText(/^Zobrazených 1 - \d+ z \d+ záznamov$/)).toBeVisible();
  await expect(page.getByText(/Posledná synchronizácia s AD:/)).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-users');

  // login ascending by default; a click on Priezvisko sorts by surname
  const logins = await page.locator('tbody tr td:first-child').allTextContents();
  expect(logins).toEqual([...logins].sort((a, b) => a.localeCompare(b, 'sk')));
  await page.getByRole('button', { name: /Priezvisko/ }).click();
  await expect(page).toHaveURL(/sortBy=priezvisko/);
  const priezviska = await page.locator('tbody tr td:nth-child(3)').allTextContents();
  await expect(page.locator('tbody tr td:nth-child(3)')).toHaveText([...priezviska].sort((a, b) => a.localeCompare(b, 'sk')));

  // search without diacritics, 300 ms after typing stops
  await page.getByLabel('Vyhľadať používateľa').fill('simko');
  await expect(page).toHaveURL(/hladat=simko/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'bezprav')).toContainText('Šimko');
  await finalScreenshot(page, testInfo, 'settings-users-search');

  await page.getByLabel('Vyhľadať používateľa').fill('nikto-taky');
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadni používatelia.')).toBeVisible();

  await page.goto('/is/pouzivatelia?page=50');
  await expect(page.getByText('Na aktuálnej stránke sa nenachádzajú žiadni používatelia.')).toBeVisible();
  await page.goto('/is/pouzivatelia?page=abc&sortBy=heslo');
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('an administrator grants EVIDENCIA_OZNAMENI to bezprav, who then sees Oznámenia without signing in again', async ({ browser }, testInfo) => {
  const bezprav = await signedIn(browser, 'bezprav');
  await expect(bezprav.getByText('Nemáte pridelené žiadne oprávnenie.', { exact: false })).toBeVisible();
  expect(await navLabels(bezprav)).toEqual([]);
  const admin = await signedIn(browser, 'spravca');

  await admin.goto('/is/pouzivatelia?hladat=bezprav');
  await row(admin, 'bezprav').getByRole('link', { name: /Detail/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Tomáš Šimko' })).toBeVisible();
  await admin.getByLabel('Evidencia oznámení').check();
  await admin.getByLabel('Nové oznámenie').check();
  await admin.getByRole('button', { name: 'Uložiť' }).click();
  await expect(admin.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await finalScreenshot(admin, testInfo, 'settings-user-detail');

  // the second browser is still signed in; its next navigation gets the new right
  await bezprav.goto('/is');
  const oznamenia = bezprav.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Oznámenia' });
  await expect(oznamenia).toBeVisible();
  await oznamenia.click();
  await expect(bezprav).toHaveURL(/\/is\/oznamenia$/);
  await finalScreenshot(bezprav, testInfo, 'bezprav-with-oznamenia');

  // and back: bezprav keeps being the account without rights for the other specs
  await admin.reload();
  await admin.getByLabel('Evidencia oznámení').uncheck();
  await admin.getByLabel('Nové oznámenie').uncheck();
  await admin.getByRole('button', { name: 'Uložiť' }).click();
  await expect(admin.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await bezprav.goto('/is');
  await expect(bezprav.getByText('Nemáte pridelené žiadne oprávnenie.', { exact: false })).toBeVisible();
  expect(await navLabels(bezprav)).toEqual([]);
});

test('assigning and removing an organisation (with confirmation), and the lock-out protection on the own record', async ({ page }, testInfo) => {
  await signIn(page, 'spravca', '/is/pouzivatelia?hladat=analytik');
  await row(page, 'analytik').getByRole('link', { name: /Detail/ }).click();

  await page.getByLabel('Priradiť organizáciu').selectOption({ label: 'TANAP – Správa Tatranského národného parku' });
  await page.getByRole('button', { name: 'Priradiť', exact: true }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  const orgRow = page.getByRole('row').filter({ hasText: 'TANAP' });
  await expect(orgRow).toBeVisible();

  await orgRow.getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Naozaj si želáte odobrať používateľovi organizáciu');
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'TANAP' })).toHaveCount(0);

  // own record: SPRAVA_POUZIVATELOV cannot be unticked
  await page.goto('/is/pouzivatelia?hladat=spravca');
  await row(page, 'spravca').getByRole('link', { name: /Detail/ }).click();
  await expect(page.getByLabel('Správa používateľov')).toBeDisabled();
  await expect(page.getByText('Toto oprávnenie si nemôžete odobrať sami')).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-own-record');
});

test('the own profile is read-only for any user', async ({ page }, testInfo) => {
  await signIn(page, 'skody');
  await page.getByRole('banner').getByRole('link', { name: 'Martin Baláž' }).click();
  await expect(page).toHaveURL(/\/is\/moj-profil$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Ing. Martin Baláž' })).toBeVisible();
  await expect(page.getByLabel('Evidencia škôd')).toBeChecked();
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  for (const b of await page.getByRole('button', { name: /Odstrániť/ }).all()) await expect(b).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Späť' })).toHaveCount(0);
  await expect(page.getByLabel('Priradiť organizáciu')).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'moj-profil');
});

test('synchronisation picks up an account added to the directory', async ({ page, baseURL }, testInfo) => {
  const file = directoryFile(baseURL as string);
  putLocalAccount(file, { login: 'novak.e2e', meno: 'Ján', priezvisko: 'Novák', email: 'novak@demo.sopsr.sk' });
  await signIn(page, 'spravca', '/is/pouzivatelia?hladat=novak');
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadni používatelia.')).toBeVisible();

  // 'nesync' must stay the unsynchronised demo account for the other specs: out of the directory during this run
  const nesync = readLocalAccounts(file).find((a) => a.login === 'nesync');
  removeLocalAccount(file, 'nesync');
  try {
    await page.getByRole('button', { name: 'Synchronizovať s AD' }).click();
    await expect(page.getByText('Synchronizácia s AD prebehla úspešne.')).toBeVisible();
  } finally {
    if (nesync) putLocalAccount(file, nesync);
  }
  await expect(row(page, 'novak.e2e')).toContainText('AKTÍVNY');
  await expect(page.getByText(/Posledná synchronizácia s AD: \d{2}\.\d{2}\.\d{4} \| \d{2}:\d{2}/)).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-sync');
});

test('organisations: create (with validation), edit, delete, and the refusal for a referenced one', async ({ page }, testInfo) => {
  await signIn(page, 'spravca', '/is/pouzivatelia');
  await page.getByRole('link', { name: 'Organizácie' }).click();
  await expect(page).toHaveURL(/\/is\/organizacie$/);
  await expect(page.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByText(/^Zobrazených 1 - 20 z \d+ záznamov$/)).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-organizacie');

  await page.getByRole('link', { name: 'Pridať organizáciu' }).click();
  await expect(page).toHaveURL(/\/is\/organizacie\/pridat$/);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.locator('#kod-error')).toContainText('Povinný údaj.');
  await expect(page.locator('#typ-error')).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-organizacia-nova-chyby');
  await page.getByLabel('Kód').fill('A-E2E');
  await page.getByLabel('Názov').fill('Skúšobná organizácia');
  await page.getByLabel('OÚ').check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/is\/organizacie$/);
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();

  await page.goto('/is/organizacie?sortBy=kod&sortDirection=ASC&page=1');
  await page.getByRole('button', { name: /Názov/ }).click();
  await expect(page).toHaveURL(/sortBy=nazov/);
  await page.goto('/is/organizacie');
  const created = row(page, 'A-E2E');
  await expect(created).toContainText('OÚ');
  await created.getByRole('link', { name: /Upraviť/ }).click();
  await expect(page.getByText('Typ organizácie je možné zvoliť len pri jej vytvorení.')).toBeVisible();
  await page.getByLabel('Názov').fill('Skúšobná organizácia – upravená');
  await page.getByLabel('Platná organizácia').uncheck();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-organizacia-uprava');

  await page.getByRole('button', { name: 'Odstrániť organizáciu' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Naozaj si želáte danú organizáciu odstrániť?');
  await page.getByRole('button', { name: 'NIE' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Odstrániť organizáciu' }).click();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page).toHaveURL(/\/is\/organizacie$/);
  await expect(page.getByText('Organizácia bola zmazaná.')).toBeVisible();

  // NAPANT is assigned to users: the refusal says so and suggests marking it invalid
  await page.goto('/is/organizacie?page=1');
  await row(page, 'NAPANT').getByRole('link', { name: /Upraviť/ }).click();
  await page.getByRole('button', { name: 'Odstrániť organizáciu' }).click();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText(/Organizáciu nie je možné odstrániť.*označte ju ako neplatnú/)).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-organizacia-odmietnute-zmazanie');
});

test('settings are guarded: forbidden page without the right, 404 for a malformed uuid', async ({ page }, testInfo) => {
  await signIn(page, 'oznamenia');
  for (const url of ['/is/pouzivatelia', '/is/organizacie', '/is/organizacie/pridat']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/is\/nedostatocne-opravnenie$/);
  }
  await page.goto('/is/moj-profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mgr. Jana Horváthová' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'settings-forbidden-own-profile');

  await page.goto('/is/pouzivatelia/nie-je-uuid');
  await expect(page.getByText('Stránka nebola nájdená.')).toBeVisible();
  // inside the staff layout: the person keeps the header, the navigation and 'Odhlásiť'
  await expect(page.getByRole('button', { name: 'Odhlásiť' })).toBeVisible();
});
