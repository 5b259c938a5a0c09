import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { signIn } from './helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * A web notification through the public wizard's API (the wizard's own screens have their own
 * browser tests): a draft, one photo uploaded straight to S3 with a presigned POST, the three
 * steps, submit. Returns its code.
 */
async function sendWebNotification(request: APIRequestContext, photo: Buffer): Promise<string> {
  const W = '/api/web-oznamenie';
  const ok = async (res: APIResponse) => {
    expect(res.status(), `${res.url()} ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const draft = await ok(await request.post(`${W}/webove-oznamenie/vytvorit-oznamenie`));
  const ciselniky = (await ok(await request.get(`${W}/ciselniky?typy=OBEC,STAT`))) as { type: string; values: { uuid: string; label: string }[] }[];
  const of = (t: string) => ciselniky.find((c) => c.type === t)?.values ?? [];
  const presign = await ok(
    await request.post(`${W}/fotografia/upload?uploadSessionUuid=${draft.fileUploadSessionId}`, { data: { filename: 'foto-medved.jpg', contentType: 'image/jpeg', size: photo.length } }),
  );
  const s3 = await request.post(presign.url, {
    multipart: { ...presign.fields, file: { name: 'foto-medved.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(s3.status()).toBe(204);
  await ok(
    await request.put(`${W}/webove-oznamenie/udaje-o-skode`, {
      data: {
        datumVznikuSkody: new Date().toISOString().slice(0, 10),
        typSkody: 'DOMESTIKOVANY_ZIVOCICH',
        lokalitaGpsSirka: 48.7302159,
        lokalitaGpsDlzka: 19.4569862,
        popisLokality: 'Salaš pod lesom, 2 km od obce',
        popisSkody: 'Medveď v noci strhol tri ovce v košiari.',
        fotografie: [presign.filename],
      },
    }),
  );
  await ok(
    await request.put(`${W}/webove-oznamenie/udaje-o-poskodenom`, {
      data: { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Ovčiar', datumNarodenia: '1970-04-01', adresa: { ulica: 'Hlavná', supisneCislo: '12', psc: '97669', obecId: of('OBEC')[0].uuid, statId: of('STAT')[0].uuid } },
    }),
  );
  await ok(
    await request.put(`${W}/webove-oznamenie/kontaktne-informacie`, {
      data: { email: 'jan.ovciar@example.sk', telefonneCislo: '00421 905 123 456', doplnujuceInformacie: 'Volajte po 16:00.', gdprSuhlas: true },
    }),
  );
  return (await ok(await request.post(`${W}/webove-oznamenie/odoslat`))).kod;
}

test('staff: a web notification is listed, filtered by state (clicks and URL), opened, assigned; photos and web data', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const reporter = await browser.newContext({ locale: 'sk-SK' });
  // a phone-like photo: 640×480 with the capture time in EXIF (shown in GMT)
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a8f4e' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' } })
    .toBuffer();
  const kod = await sendWebNotification(reporter.request, photo);
  await reporter.close();

  const context = await browser.newContext({ locale: 'sk-SK' });
  const page = await context.newPage();
  await signIn(page, 'oznamenia', '/is/oznamenia');
  await expect(page).toHaveURL(/\/is\/oznamenia/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: kod });
  await expect(row).toContainText('NOVÉ-WEB');
  await expect(row).toContainText('Ján Ovčiar');
  await expect(page.getByText(/^Zobrazených 1 - \d+ z \d+ záznamov$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'list');

  // filter by state with clicks: PRIRADENÉ only → the new one is gone, the URL carries the filter
  await page.getByText('Stav: Všetky').click();
  // the boxes follow the URL (they change once the navigation is done)
  await page.getByLabel('PRIRADENÉ').click();
  await expect(page).toHaveURL(/states=PRIRADENE$/);
  await expect(page.getByLabel('PRIRADENÉ')).toBeChecked();
  await expect(page.getByText('Stav: PRIRADENÉ')).toBeVisible();
  // (other browser tests may have assigned notifications of their own: only this one must be gone)
  await expect(row).toHaveCount(0);
  await page.getByLabel('NOVÉ-WEB').click();
  await expect(page).toHaveURL(/states=PRIRADENE%2CNOVE_WEB$|states=PRIRADENE,NOVE_WEB$/);
  await expect(page.getByText('Stav: 2 položky')).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aktívne filtre' }).getByRole('button')).toHaveCount(2);
  await shot(page, testInfo, 'list-filtered');
  // removing a tag removes the value
  await page.getByRole('button', { name: /PRIRADENÉ.*odstrániť filter/ }).click();
  await expect(page).not.toHaveURL(/PRIRADENE/);
  await expect(row).toBeVisible();

  // filter by URL (unknown states are dropped); the back button restores the previous state
  await page.goto('/is/oznamenia?states=ZRUSENE,NEZNAMY&page=x');
  await expect(page.getByText('Stav: ZRUŠENÉ')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto('/is/oznamenia?poskodeny=ovciar');
  await expect(row).toBeVisible();
  // a filter nothing matches: the filter-specific empty text
  await page.goto('/is/oznamenia?poskodeny=xqzxqz');
  await expect(page.getByText('Zadaným filtračným kritériam nevyhovujú žiadne oznámenia.')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('Stav: ZRUŠENÉ')).toBeVisible();
  await page.getByRole('button', { name: 'Zrušiť filtre' }).click();
  await expect(page).toHaveURL(/\/is\/oznamenia\/?$/);

  // open the detail
  await row.getByRole('link', { name: kod, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Oznámenie ${kod}` })).toBeVisible();
  await expect(page.locator('.es-ozn-header')).toContainText('NOVÉ-WEB');
  await expect(page.locator('.es-ozn-header')).toContainText('Z WEBU');
  await expect(page.getByRole('link', { name: 'Zoznam oznámení' })).toBeVisible();
  await expect(page.getByLabel('Popis škody')).toHaveValue('Medveď v noci strhol tri ovce v košiari.');

  // autosave: a changed description and a chosen workplace are saved
  await page.getByLabel('Popis škody').fill('Medveď v noci strhol štyri ovce.');
  await page.getByLabel('Popis lokality').click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  const pracovisko = page.getByLabel('Územne príslušné pracovisko');
  if ((await pracovisko.inputValue()) === '') {
    await pracovisko.selectOption({ index: 1 });
    await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  }
  await page.reload();
  await expect(page.getByLabel('Popis škody')).toHaveValue('Medveď v noci strhol štyri ovce.');
  await expectNoAxeViolations(page);
  await shot(page, testInfo, 'detail-nove-web');

  // assign
  await page.getByRole('button', { name: 'Priradiť' }).click();
  await expect(page.getByText('Stav oznámenia bol úspešne zmenený.')).toBeVisible();
  await expect(page.locator('.es-ozn-header')).toContainText('PRIRADENÉ');
  await expect(page.getByLabel('Územne príslušné pracovisko')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Zmeniť priradenie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zrušiť oznámenie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Priradiť' })).toHaveCount(0);
  await shot(page, testInfo, 'detail-priradene');

  // PDF: a real document with the Slovak text
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export do PDF' }).click();
  const pdfPath = testInfo.outputPath('oznamenie.pdf');
  await (await pdfDownload).saveAs(pdfPath);
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain(`Oznámenie o škode ${kod}`);
  expect(pdfText).toContain('Medveď v noci strhol štyri ovce.');
  expect(pdfText).toContain('Ján Ovčiar');

  // web data: as the reporter sent it, unchanged by the edit above
  await page.getByRole('link', { name: 'Dáta z webu' }).click();
  await expect(page.getByText('Medveď v noci strhol tri ovce v košiari.')).toBeVisible();
  await expect(page.getByText('jan.ovciar@example.sk')).toBeVisible();
  await shot(page, testInfo, 'data-z-webu');

  // photos: thumbnail, full size with GMT date, delete with confirmation
  await page.getByRole('link', { name: 'Fotografie' }).click();
  const thumb = page.getByRole('button', { name: 'Zobraziť fotografiu foto-medved.jpg' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, testInfo, 'fotografie');
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'foto-medved.jpg' });
  await expect(dialog).toContainText('Dátum a čas vzniku');
  await expect(dialog).toContainText('14.05.2026 | 04:30 GMT');
  await expect(dialog).toContainText('GPS súradnice');
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, testInfo, 'fotografia-overlay');
  await dialog.getByRole('button', { name: 'Odstrániť' }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť fotografiu?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Fotografia bola zmazaná.')).toBeVisible();
  await expect(page.getByText('Oznámenie neobsahuje žiadne fotografie.')).toBeVisible();

  // add a photo: the wizard's upload component, presigned POST to S3, then 'Pridať'
  await page.getByRole('link', { name: 'Pridať fotografie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie fotografie' })).toBeVisible();
  const file = testInfo.outputPath('salaš.jpg');
  writeFileSync(file, photo);
  await page.getByLabel(/^Fotografie/).setInputFiles(file);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await shot(page, testInfo, 'pridat-fotografie');
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page.getByText('Fotografia bola pridaná.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zobraziť fotografiu salaš.jpg' })).toBeVisible();

  // attachments: upload a text file, see it in the table with its size, delete it
  await page.getByRole('link', { name: 'Prílohy' }).click();
  await expect(page.getByText('Oznámenie neobsahuje žiadne prílohy.')).toBeVisible();
  await page.getByRole('link', { name: 'Nahrať prílohu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie príloh' })).toBeVisible();
  const txt = testInfo.outputPath('zápisnica.txt');
  writeFileSync(txt, 'Zápisnica z miestneho šetrenia: tri ovce, košiar poškodený.');
  await page.getByLabel(/^Prílohy/).setInputFiles(txt);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page.getByText('Príloha bola pridaná.')).toBeVisible();
  const prilohaRow = page.getByRole('row').filter({ hasText: 'zápisnica.txt' });
  await expect(prilohaRow).toContainText('Bajtov');
  await shot(page, testInfo, 'prilohy');
  await prilohaRow.getByRole('button', { name: /Odstrániť/ }).click();
  await expect(page.getByText('Naozaj si želáte odstrániť prílohu?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Príloha bola zmazaná.')).toBeVisible();
  await expect(page.getByText('Oznámenie neobsahuje žiadne prílohy.')).toBeVisible();

  // cancel: confirmation, back to the list with the message
  await page.getByRole('link', { name: 'Oznámenie', exact: true }).click();
  await page.getByRole('button', { name: 'Zrušiť oznámenie' }).click();
  await expect(page.getByText('Naozaj si želáte zrušiť oznámenie? Operácia je nenávratná!')).toBeVisible();
  await page.getByRole('button', { name: 'Áno, chcem' }).click();
  await expect(page.getByText('Oznámenie bolo zrušené.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: kod })).toContainText('ZRUŠENÉ');
  await shot(page, testInfo, 'list-after-cancel');
  await context.close();
});

test('staff with VYHODNOCOVANIE_UDAJOV: "Export do CSV" downloads the filtered list with a BOM and Slovak headers', async ({ page }, testInfo) => {
  await signIn(page, 'spravca', '/is/oznamenia');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam oznámení' })).toBeVisible();
  const total = await page
    .getByText(/^Zobrazených \d+ - \d+ z \d+ záznamov$/)
    .textContent({ timeout: 3000 })
    .then((t) => Number(/z (\d+) záznamov/.exec(t ?? '')?.[1] ?? 0))
    .catch(() => 0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export do CSV' }).click();
  const d = await download;
  expect(d.suggestedFilename()).toMatch(/^oznamenia-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = testInfo.outputPath(d.suggestedFilename());
  await d.saveAs(file);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0].split(';')).toEqual(['Kód', 'Stav', 'Dátum oznámenia', 'Dátum vzniku škody', 'Poškodený', 'Škodová udalosť']);
  expect(lines.length - 1).toBe(total);
  await shot(page, testInfo, 'list-spravca');
});
