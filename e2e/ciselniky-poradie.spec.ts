/**
 * The order and relevance of code-list items in the item form's selects (spec part 2 §3 'Code lists'):
 * ranges come in their natural order (months before years) unless an administrator sets an order,
 * which they do on the item's edit form; a damage type is offered only for the categories it fits
 * and a breed only for the species chosen before it.
 */
import { expect, type Page, test } from '@playwright/test';
import { finalScreenshot } from './helpers';
import { field, save, signedIn, staffApi, udalost } from './skodove-udalosti-helpers';

const options = (page: Page, label: string) => field(page, label).locator('option').allTextContents();

async function novyPredmet(page: Page, uuid: string, predmet: string) {
  await page.goto(`/is/skodove-udalosti/${uuid}/predmet-skody/novy-predmet-skody`);
  await field(page, 'Predmet škody').selectOption({ label: predmet });
  // the code lists of the selects have arrived
  await expect(field(page, 'Druh škody').locator('option', { hasText: 'usmrtenie' })).toHaveCount(1);
}

test('the item form offers only what fits: damage types of the category, breeds of the chosen species', async ({ browser, baseURL }, testInfo) => {
  const spravca = await staffApi(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(spravca, 'Vlk strhol koňa a morky na dvore.');
  const page = await signedIn(browser, baseURL as string, 'skody');

  await novyPredmet(page, uuid, 'Iné hospodárske zvieratá');
  const druhySkody = await options(page, 'Druh škody');
  expect(druhySkody).toEqual(expect.arrayContaining(['usmrtenie', 'zranenie', 'nezvestné zviera (odvlečené)']));
  for (const nevhodny of ['zhryzenie (zoťatie) dreviny bobrom', 'ulovenie alebo zranenie rýb', 'spásanie porastu', 'lúpanie kôry']) {
    expect(druhySkody).not.toContain(nevhodny);
  }

  // no breed before a species; a horse gets horse breeds only
  expect(await options(page, 'Plemeno')).toEqual(['Vyberte']);
  await field(page, 'Druh').selectOption({ label: 'kôň' });
  const konske = await options(page, 'Plemeno');
  expect(konske).toContain('lipican');
  expect(konske).not.toContain('bronzová širokoprsá morka');
  await field(page, 'Plemeno').selectOption({ label: 'lipican' });

  // another species empties the breed that no longer fits and offers its own
  await field(page, 'Druh').selectOption({ label: 'morka (hydina)' });
  await expect(field(page, 'Plemeno')).toHaveValue('');
  expect(await options(page, 'Plemeno')).toEqual(['Vyberte', 'biela širokoprsá morka', 'bronzová širokoprsá morka', 'kríženec alebo bez plemena (morka)']);

  // a field crop is offered what happens to crops, not what happens to animals
  await field(page, 'Predmet škody').selectOption({ label: 'Poľné plodiny' });
  await expect(field(page, 'Druh škody').locator('option', { hasText: 'spásanie porastu' })).toHaveCount(1);
  expect(await options(page, 'Druh škody')).not.toContain('nezvestné zviera (odvlečené)');
  await finalScreenshot(page, testInfo, 'ciselniky-zavisle-vybery');
});

test('ages come months before years; an administrator’s order moves an item to the top of the select', async ({ browser, baseURL }, testInfo) => {
  const spravca = await staffApi(browser, baseURL as string, 'spravca');
  const { uuid } = await udalost(spravca, 'Medveď zabil teľa a dve kozy.');
  const page = await signedIn(browser, baseURL as string, 'skody');

  await novyPredmet(page, uuid, 'Iné hospodárske zvieratá');
  expect(await options(page, 'Vek')).toEqual([
    'Vyberte',
    'do 1 mesiaca',
    '1 – 3 mesiace',
    '4 – 6 mesiacov',
    '7 – 12 mesiacov',
    '1 – 2 roky',
    '3 – 5 rokov',
    '6 – 10 rokov',
    '11 – 15 rokov',
    'nad 15 rokov',
  ]);

  // the code-list administrator gives 'nad 15 rokov' the first place
  const admin = await signedIn(browser, baseURL as string, 'cenniky', '/is/ciselniky/vek');
  const rows = admin.getByRole('row');
  await expect(rows.nth(1)).toContainText('do 1 mesiaca');
  await rows.filter({ hasText: 'nad 15 rokov' }).getByRole('link', { name: /Upraviť/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Úprava položky číselníka' })).toBeVisible();
  await expect(admin.getByLabel('Poradie')).toHaveValue('');
  await expect(admin.getByText('Teraz je podľa názvu 9.')).toBeVisible();
  await admin.getByLabel('Poradie').fill('1');
  await save(admin);
  await expect(admin.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(rows.nth(1)).toContainText('nad 15 rokov');
  await finalScreenshot(admin, testInfo, 'ciselniky-poradie-zoznam');

  await novyPredmet(page, uuid, 'Iné hospodárske zvieratá');
  expect((await options(page, 'Vek')).slice(0, 3)).toEqual(['Vyberte', 'nad 15 rokov', 'do 1 mesiaca']);
  await finalScreenshot(page, testInfo, 'ciselniky-poradie-vyber');

  // back to the natural order (the other specs share this server)
  await rows.filter({ hasText: 'nad 15 rokov' }).getByRole('link', { name: /Upraviť/ }).click();
  await admin.getByLabel('Poradie').fill('');
  await save(admin);
  await expect(rows.last()).toContainText('nad 15 rokov');
});
