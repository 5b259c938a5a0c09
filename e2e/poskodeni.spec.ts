import { expect, type Page, request, test } from '@playwright/test';
import { finalScreenshot, signIn } from './helpers';
import { expectNoAxeViolations } from './wizard-helpers';

/** A NOVE_WEB notification through the public wizard API (staff cannot create one without it here). */
async function webNotification(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const W = '/api/web-oznamenie';
  expect((await api.post(`${W}/webove-oznamenie/vytvorit-oznamenie`)).ok()).toBe(true);
  const lists = (await (await api.get(`${W}/ciselniky?typy=OBEC,STAT`)).json()) as { type: string; values: { uuid: string; kod?: string }[] }[];
  const obec = lists.find((l) => l.type === 'OBEC')?.values[0].uuid;
  const stat = lists.find((l) => l.type === 'STAT')?.values.find((s) => s.kod === 'SK')?.uuid;
  const today = new Date().toISOString().slice(0, 10);
  const steps: [string, unknown][] = [
    ['udaje-o-skode', { datumVznikuSkody: today, typSkody: 'VCELY', lokalitaGpsSirka: 48.73, lokalitaGpsDlzka: 19.45, popisSkody: 'Medveď zničil úle.', fotografie: [] }],
    ['udaje-o-poskodenom', { typSubjektu: 'FO', meno: 'Webový', priezvisko: 'Oznamovateľ', adresa: { obecId: obec, statId: stat } }],
    ['kontaktne-informacie', { email: 'web@example.sk', telefonneCislo: '00421 905 123 456', gdprSuhlas: true }],
  ];
  for (const [step, data] of steps) {
    const res = await api.put(`${W}/webove-oznamenie/${step}`, { data });
    expect(res.ok(), `${step}: ${await res.text()}`).toBe(true);
  }
  const sent = await api.post(`${W}/webove-oznamenie/odoslat`);
  expect(sent.ok()).toBe(true);
  const { uuid } = (await sent.json()) as { uuid: string };
  await api.dispose();
  return uuid;
}

async function openPoskodeny(page: Page, baseURL: string): Promise<string> {
  const uuid = await webNotification(baseURL);
  await signIn(page, 'oznamenia', `/is/oznamenia/${uuid}/poskodeny`);
  return uuid;
}

test('a notification without a party opens the search; picking an existing business assigns it', async ({ page, baseURL }, testInfo) => {
  const uuid = await openPoskodeny(page, baseURL as string);
  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${uuid}/poskodeny/najst-poskodeneho`));

  await page.getByLabel('Vyhľadať poškodeného').fill('polnohospodarske POHORELA zlat');
  const row = page.getByRole('row', { name: /Farma Zlatno/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Vybrať/ }).click();

  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${uuid}/poskodeny$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Poľnohospodárske družstvo Pohorelá - Farma Zlatno' })).toBeVisible();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nájsť iného poškodeného' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'História šk. udalostí' })).toHaveCount(0);
  await finalScreenshot(page, testInfo, 'poskodeny-detail');
});

test('nothing found offers creation; a natural person needs consent with its date', async ({ page, baseURL }, testInfo) => {
  const uuid = await openPoskodeny(page, baseURL as string);
  await page.getByLabel('Vyhľadať poškodeného').fill('Ľubomír Nenájdený');
  await expect(page.getByText('Poškodený "Ľubomír Nenájdený" nebol nájdený v databáze.')).toBeVisible();
  await finalScreenshot(page, testInfo, 'poskodeny-nenajdeny');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Vytvoriť poškodeného' }).click();
  await expect(page).toHaveURL(/\/poskodeny\/vytvorit-poskodeneho/);

  await page.getByLabel('Fyzická osoba', { exact: true }).check();
  await page.getByLabel('Meno', { exact: true }).fill('Ľubomír');
  await page.getByLabel('Priezvisko', { exact: true }).fill('Nenájdený');
  await page.getByLabel('E-mail').fill('lubomir@example.sk');
  await page.getByLabel('Obec', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Fyzická osoba musí udeliť súhlas so spracovaním osobných údajov.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Poškodený udelil súhlas so spracovaním osobných údajov').check();
  const suhlas = page.getByRole('group', { name: 'Dátum udelenia súhlasu' });
  await suhlas.getByLabel('Deň').fill('10');
  await suhlas.getByLabel('Mesiac').fill('1');
  await suhlas.getByLabel('Rok').fill('2026');
  await page.getByRole('button', { name: 'Uložiť' }).click();

  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${uuid}/poskodeny$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Ľubomír Nenájdený' })).toBeVisible();
  await expect(page.getByText('áno (10.01.2026)')).toBeVisible();
  await finalScreenshot(page, testInfo, 'poskodeny-fo');
});

test('a new legal entity, then new premises under the same IČO via "Zmeniť"', async ({ page, baseURL }, testInfo) => {
  const uuid = await openPoskodeny(page, baseURL as string);
  await page.goto(`/is/oznamenia/${uuid}/poskodeny/vytvorit-poskodeneho`);
  await page.getByLabel('Právnická osoba', { exact: true }).check();
  await page.getByLabel('IČO').fill('50607080');
  await page.getByLabel('Obchodné meno').fill('Ovčiareň Hôrka s.r.o.');
  await page.getByLabel('Názov prevádzky').fill('Salaš Horná');
  await page.getByLabel('E-mail').fill('horka@example.sk');
  await page.getByLabel('Obec', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ovčiareň Hôrka s.r.o. - Salaš Horná' })).toBeVisible();

  await page.getByRole('button', { name: /^Zmeniť/ }).click();
  await expect(page).toHaveURL(/zmenit-prevadzku\?hladat=(%22)?50607080/);
  await expect(page.getByText('Prevádzka "50607080" nebola nájdená v databáze.')).toBeVisible();
  await page.getByRole('button', { name: 'Vytvoriť prevádzku' }).click();
  await expect(page.getByLabel('IČO')).toHaveValue('50607080');
  await expect(page.getByLabel('Obchodné meno')).toHaveValue('Ovčiareň Hôrka s.r.o.');
  await page.getByLabel('Názov prevádzky').fill('Salaš Dolná');
  await page.getByLabel('E-mail').fill('dolna@example.sk');
  await page.getByLabel('Obec', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ovčiareň Hôrka s.r.o. - Salaš Dolná' })).toBeVisible();

  await page.getByRole('button', { name: /^Zmeniť/ }).click();
  await expect(page.getByRole('row', { name: /Salaš Horná/ })).toBeVisible();
  await finalScreenshot(page, testInfo, 'poskodeny-prevadzky');

  // a changed business name is offered to the other premises of the IČO
  await page.goto(`/is/oznamenia/${uuid}/poskodeny`);
  await page.getByRole('button', { name: 'Úprava poškodeného' }).click();
  await page.getByLabel('Obchodné meno').fill('Ovčiareň Hôrka a synovia s.r.o.');
  await page.getByLabel('Zmeniť obchodné meno aj v ostatných prevádzkach s IČO 50607080 (1)').check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ovčiareň Hôrka a synovia s.r.o. - Salaš Dolná' })).toBeVisible();
  await page.getByRole('button', { name: /^Zmeniť/ }).click();
  await expect(page.getByRole('row', { name: /Ovčiareň Hôrka a synovia s\.r\.o\. - Salaš Horná/ })).toBeVisible();
});

test('editing shows the warning and saves', async ({ page, baseURL }, testInfo) => {
  const uuid = await openPoskodeny(page, baseURL as string);
  await page.getByLabel('Vyhľadať poškodeného').fill('medovec');
  await page.getByRole('row', { name: /Včelnica Bobrovec/ }).getByRole('button', { name: /Vybrať/ }).click();
  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${uuid}/poskodeny$`));
  await page.getByRole('button', { name: 'Úprava poškodeného' }).click();

  await expect(page.getByText('Zmena údajov poškodeného sa prejaví vo všetkých existujúcich škodových udalostiach, ku ktorým je poškodený priradený.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('medovec@example.sk');
  await page.getByLabel('Telefónne číslo').fill('00421 905 111 222');
  await finalScreenshot(page, testInfo, 'poskodeny-uprava');
  await page.getByRole('button', { name: 'Uložiť' }).click();

  await expect(page).toHaveURL(new RegExp(`/is/oznamenia/${uuid}/poskodeny$`));
  await expect(page.getByText('00421 905 111 222')).toBeVisible();
});

test('with EVIDENCIA_SKOD the history of damage events opens, empty until events link the party', async ({ page, baseURL }, testInfo) => {
  const uuid = await webNotification(baseURL as string);
  await signIn(page, 'spravca', `/is/oznamenia/${uuid}/poskodeny/najst-poskodeneho?hladat=Liptovská ovčia`);
  await page.getByRole('row', { name: /Liptovská ovčia farma/ }).getByRole('button', { name: /Vybrať/ }).click();
  await page.getByRole('button', { name: 'História šk. udalostí' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'História šk. udalostí' })).toBeVisible();
  await expect(page.getByText('Neexistujú žiadne škodové udalosti.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Omrvinková navigácia' }).getByRole('link', { name: 'Poškodený' })).toBeVisible();
  await finalScreenshot(page, testInfo, 'poskodeny-historia');
});
