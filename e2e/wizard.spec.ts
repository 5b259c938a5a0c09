import { expect, test } from '@playwright/test';
import { addSession } from './helpers';
import { errorScrollDone, expectNoAxeViolations, fillStep1, fillStep2Fo, fillStep3, jpegFile, next, shot, stepHeading } from './wizard-helpers';

const KOD = /^OZN-\d{4}-\d{6}$/;

test('FO: the whole wizard with a photo, reload keeps the data, axe on every page, the staff side sees it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'sk-SK' });
  const page = await context.newPage();

  // from the home page to step 1
  await page.goto('/');
  await page.getByRole('button', { name: 'Nové oznámenie o škode' }).click();
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);
  const nav = page.getByRole('navigation', { name: 'Kroky oznámenia' });
  await expect(nav.getByRole('listitem')).toHaveText([/Údaje o škode/, /Údaje o poškodenom/, /Kontaktné informácie/, /Zhrnutie/]);
  await expect(nav.locator('[aria-current="step"]')).toContainText('Údaje o škode');
  await expect(page.getByLabel('Dátum oznámenia')).toHaveJSProperty('readOnly', true);

  // client validation with the shared schema
  await next(page);
  await expect(page.locator('.govuk-error-summary')).toContainText('Vyberte druh škody.');
  await expect(page.locator('.govuk-error-summary')).toContainText('Opíšte škodu.');
  await expectNoAxeViolations(page);

  await fillStep1(page, { photo: jpegFile(testInfo) });
  await expect(page.locator('.govuk-error-summary')).toHaveCount(0); // fixed fields take their errors with them
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step1');
  await next(page);

  // step 2
  await expect(page).toHaveURL(/\/udaje-o-poskodenom$/);
  await expect(nav.getByRole('link', { name: /Údaje o škode/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Kontaktné informácie/ })).toHaveCount(0);
  await fillStep2Fo(page);
  await expect(page.getByLabel('Okres')).not.toHaveValue('');
  await expect(page.getByLabel('Kraj')).not.toHaveValue('');
  await expect(page.getByLabel('Štát').locator('option:checked')).toHaveText('Slovenská republika');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step2-fo');
  await next(page);

  // step 3: consent is required for a natural person
  await expect(page).toHaveURL(/\/kontaktne-informacie$/);
  await expect(page.getByText('Uvádzajte v tvare: 00421 9xx')).toBeVisible();
  await expect(page.getByRole('link', { name: /Informácie o ochrane osobných údajov/ })).toHaveAttribute('href', '/ochrana-osobnych-udajov/');
  await fillStep3(page, { consent: false });
  await next(page);
  await expect(page.locator('#gdprSuhlas-error')).toContainText('súhlas so spracovaním osobných údajov');
  await errorScrollDone(page);
  await page.getByLabel('Súhlasím so spracovaním osobných údajov').check();
  await expect(page.locator('#gdprSuhlas-error')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step3');
  await next(page);

  // step 4: the summary; a reload keeps everything (the draft lives on the server)
  await expect(page).toHaveURL(/\/zhrnutie$/);
  await page.reload();
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Domestikované živočíchy');
  await expect(main).toContainText('Medveď v noci strhol tri ovce v košiari.');
  await expect(main).toContainText('foto-medved.jpg');
  await expect(main).not.toContainText('__');
  await expect(main).toContainText('Ján');
  await expect(main).toContainText('Bacúch');
  await expect(main).toContainText('00421 905 123 456');
  await expect(main.locator('.es-consent--yes')).toContainText('Udelený');
  await expect(main.getByRole('link', { name: /Upraviť údaje/ })).toHaveCount(3);
  await expect(main).toContainText('48,7302159');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'step4');

  // 'Upraviť údaje' goes back to a step with its saved values
  await main.getByRole('link', { name: 'Upraviť údaje – Údaje o poškodenom' }).click();
  await expect(page.getByLabel('Priezvisko', { exact: true })).toHaveValue('Ovčiar');
  await page.goBack();
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();

  // send: a double click sends once
  const sent = page.waitForResponse((r) => r.url().endsWith('/webove-oznamenie/odoslat') && r.request().method() === 'POST');
  let sends = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/webove-oznamenie/odoslat')) sends++;
  });
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).dblclick();
  const { uuid, kod } = (await (await sent).json()) as { uuid: string; kod: string };
  expect(kod).toMatch(KOD);
  await expect(page).toHaveURL(new RegExp(`/oznamenie-odoslane/\\?kod=${kod}$`));
  expect(sends).toBe(1);
  await expect(page.getByText('Číslo vášho oznámenia:')).toBeVisible();
  await expect(page.locator('.es-sent-code')).toHaveText(kod);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'sent');

  // a fresh notification starts at step 1 with empty fields
  await page.getByRole('button', { name: 'Nové oznámenie o škode' }).click();
  await expect(page).toHaveURL(/\/udaje-o-skode$/);
  await expect(page.getByLabel('Popis škody')).toHaveValue('');
  await expect(page.getByLabel('Druh škody')).toHaveValue('');
  await context.close();

  // the staff side sees the notification
  const staff = await browser.newContext();
  await addSession(staff, 'oznamenia');
  const res = await staff.request.get(`/api/is/oznamenie/${uuid}`);
  expect(res.status()).toBe(200);
  const detail = await res.json();
  expect(detail).toMatchObject({ kod, oznamenieStav: 'NOVE_WEB', isFromWeb: true, typSkody: 'DOMESTIKOVANY_ZIVOCICH' });
  await staff.close();
});

test('a step opened out of order redirects to the first unfulfilled step; /hlasenie-skody/ opens it too', async ({ page }) => {
  await page.goto('/hlasenie-skody/zhrnutie');
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);
  await page.goto('/hlasenie-skody/kontaktne-informacie');
  await expect(page).toHaveURL(/\/hlasenie-skody\/udaje-o-skode$/);

  await fillStep1(page);
  await next(page);
  await expect(page).toHaveURL(/\/udaje-o-poskodenom$/);
  await page.goto('/hlasenie-skody/zhrnutie');
  await expect(page).toHaveURL(/\/udaje-o-poskodenom$/);
  await page.goto('/hlasenie-skody/');
  await expect(page).toHaveURL(/\/udaje-o-poskodenom$/);
  // browser back returns to step 1 with the saved values
  await page.goto('/hlasenie-skody/udaje-o-skode');
  await expect(page.getByLabel('Popis škody')).toHaveValue('Medveď v noci strhol tri ovce v košiari.');
  await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,7302159');
});

test('photo uploader: wrong type and size are refused, a duplicate is ignored, remove takes it off the list', async ({ page }, testInfo) => {
  await page.goto('/hlasenie-skody/udaje-o-skode');
  const input = page.getByLabel(/^Fotografie/);
  const list = page.getByRole('list', { name: 'Nahraté súbory' });
  await input.setInputFiles({ name: 'dokument.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.locator('#fotografie-error')).toContainText('Fotografia musí byť vo formáte JPG alebo PNG');
  await input.setInputFiles({ name: 'velka.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15728641, 1) });
  await expect(page.locator('#fotografie-error')).toContainText('Fotografia môže mať najviac 15 MB.');

  const photo = jpegFile(testInfo, 'ovce.jpg');
  await input.setInputFiles(photo);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('nahraté')).toBeVisible();
  await input.setInputFiles(photo);
  await expect(page.getByRole('status').filter({ hasText: 'Súbor ovce.jpg už je v zozname.' })).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await list.getByRole('button', { name: 'Odstrániť ovce.jpg' }).click();
  await expect(page.getByRole('list', { name: 'Nahraté súbory' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Súbor ovce.jpg bol odstránený.' })).toHaveCount(1);
});

test('phone 390×844: every step fits the screen width', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'sk-SK' });
  const page = await context.newPage();
  const fits = async (name: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, testInfo, name);
  };
  await page.goto('/hlasenie-skody/');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await fillStep1(page, { photo: jpegFile(testInfo) });
  await fits('phone-step1');
  await next(page);
  await fillStep2Fo(page);
  await fits('phone-step2');
  await next(page);
  await fillStep3(page, { consent: true });
  await fits('phone-step3');
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  await fits('phone-step4');
  await page.getByRole('button', { name: 'Odoslať oznámenie' }).click();
  await expect(page.locator('.es-sent-code')).toBeVisible();
  await fits('phone-sent');
  await context.close();
});
