import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { IS, ok, signedIn } from './skodove-udalosti-helpers';
import { expectNoAxeViolations, shot } from './wizard-helpers';

/**
 * The reporter follows their report: a report sent (its wizard steps through the API – the wizard has
 * its own journeys), then 'Stav hlásenia' by code and e-mail and by the personal link from the e-mail
 * after each staff step (staff act through their API), the opt-out, and the staff's view of what was
 * sent. Accessibility at phone and desktop width.
 */
const W = '/api/web-oznamenie';

/** The subjects and texts of the local outbox's messages to `to` (the server's data folder is one of .data/e2e-*), oldest first. */
function outbox(to: string): string[] {
  const root = join(process.cwd(), '.data');
  const mails: { file: string; text: string }[] = [];
  for (const run of readdirSync(root).filter((d) => d.startsWith('e2e-'))) {
    const dir = join(root, run, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      if (text.includes(`To: ${to}\r\n`)) mails.push({ file: f, text });
    }
  }
  return mails.sort((a, b) => a.file.localeCompare(b.file)).map((m) => m.text);
}

/** Opens a link from an e-mail as a fresh page load (a hash-only change of the open page would not reload it). */
async function openFromMail(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
}

const linkIn = (mail: string, page: 'stav' | 'odhlasenie') =>
  new RegExp(`http://[^/\\s]+(/stav-hlasenia/${page === 'odhlasenie' ? 'odhlasenie/' : ''}#odkaz=[A-Za-z0-9_-]{43})`).exec(mail)?.[1] as string;

/** A report sent through the wizard's API by a visitor of `api`'s browser context. */
async function sendReport(api: APIRequestContext, email: string): Promise<{ uuid: string; kod: string }> {
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${W}/organizacie`), 'organizacie');
  const lists = await ok<{ type: string; values: { uuid: string }[] }[]>(await api.get(`${W}/ciselniky?typy=OBEC,STAT`), 'ciselniky');
  const of = (t: string) => lists.find((l) => l.type === t)?.values[0].uuid;
  await ok(await api.post(`${W}/webove-oznamenie/vytvorit-oznamenie`), 'draft');
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    await api.put(`${W}/webove-oznamenie/udaje-o-skode`, {
      data: { datumVznikuSkody: today, typSkody: 'VCELY', lokalitaGpsSirka: 48.73, lokalitaGpsDlzka: 19.45, popisSkody: 'Medveď zničil úle.', uzemnePrislusnePracoviskoId: organizaciaList.find((o) => o.typ === 'SOP' && o.platnost)?.uuid, fotografie: [] },
    }),
    'step 1',
  );
  await ok(
    await api.put(`${W}/webove-oznamenie/udaje-o-poskodenom`, {
      data: { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Včelár', datumNarodenia: '1970-04-01', adresa: { obecId: of('OBEC'), statId: of('STAT'), ulica: 'Hlavná', supisneCislo: '1' } },
    }),
    'step 2',
  );
  await ok(await api.put(`${W}/webove-oznamenie/kontaktne-informacie`, { data: { email, telefonneCislo: '0905123456', gdprSuhlas: true } }), 'step 3');
  return ok(await api.post(`${W}/webove-oznamenie/odoslat`), 'send');
}

/** Axe at phone and desktop width, a screenshot of each. */
async function checkWidths(page: Page, name: string, testInfo: TestInfo) {
  for (const [w, h] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await expectNoAxeViolations(page);
    await shot(page, testInfo, `${name}-${w}`);
  }
}

test('the reporter follows their report by code, by the personal link after each staff step, and stops the e-mails', async ({ browser, baseURL }, testInfo) => {
  const email = `vcelar-${Date.now()}@example.sk`;
  const context = await browser.newContext({ baseURL, locale: 'sk-SK', extraHTTPHeaders: { Origin: baseURL as string } });
  const page = await context.newPage();
  const { uuid, kod } = await sendReport(context.request, email);

  // from the sent page to 'Stav hlásenia' by code and e-mail; a wrong e-mail gets the neutral answer
  await page.goto(`/oznamenie-odoslane/?kod=${kod}`);
  await page.getByRole('link', { name: 'Stav hlásenia', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stav hlásenia' })).toBeVisible();
  await page.getByLabel('Kód hlásenia').fill(kod);
  await page.getByLabel('E-mail').fill('iny@example.sk');
  await page.getByRole('button', { name: 'Zistiť stav' }).click();
  await expect(page.getByRole('alert')).toContainText('Hlásenie s týmto kódom a e-mailom sme nenašli.');
  await checkWidths(page, 'stav-hlasenia-formular', testInfo);
  await page.getByLabel('E-mail').fill(` ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Zistiť stav' }).click();
  await expect(page.getByTestId('stav-popis')).toHaveText('Hlásenie sme prijali.');
  await checkWidths(page, 'stav-hlasenia', testInfo);

  // staff give the workplace a public contact and assign the report: the reporter's link shows the workplace with it, the outbox the message
  const staff = await signedIn(browser, baseURL as string, 'spravca');
  const pracovisko = (await ok<{ uzemnePrislusnePracovisko: { uuid: string } }>(await staff.request.get(`${IS}/oznamenie/${uuid}`), 'detail')).uzemnePrislusnePracovisko.uuid;
  await staff.goto(`/is/organizacie/${pracovisko}`);
  await staff.getByLabel('Telefón pre verejnosť').fill('zavolajte');
  await staff.getByRole('button', { name: 'Uložiť', exact: true }).click();
  await expect(staff.getByRole('alert')).toContainText('Telefónne číslo zadajte v tvare +421 48 123 45 67.');
  await staff.getByLabel('Telefón pre verejnosť').fill('+421 48 123 45 67');
  await staff.getByLabel('Úradné hodiny').fill('Po – Pi 8:00 – 15:00');
  await staff.getByRole('button', { name: 'Uložiť', exact: true }).click();
  await expect(staff.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await shot(staff, testInfo, 'organizacia-verejny-kontakt');
  await ok(await staff.request.put(`${IS}/oznamenie/${uuid}/assign`), 'assign');
  const stavLink = linkIn(outbox(email)[0], 'stav');
  await openFromMail(page, stavLink);
  await expect(page.getByTestId('stav-popis')).toHaveText('Hlásenie bolo pridelené pracovisku, ktoré ho rieši.');
  await expect(page.getByRole('link', { name: '+421 48 123 45 67' })).toHaveAttribute('href', 'tel:+421481234567');
  await expect(page.getByText('Po – Pi 8:00 – 15:00')).toBeVisible();
  await expect(page.getByText('Kontakty na pracoviská Štátnej ochrany prírody SR sú na stránke Kontakt.')).toHaveCount(0);
  await checkWidths(page, 'stav-hlasenia-pracovisko', testInfo);
  expect(page.url()).not.toContain('odkaz=');
  expect(outbox(email).at(-1)).toContain(`Subject: =?UTF-8?B?${Buffer.from(`Hlásenie ${kod} rieši pracovisko`).toString('base64').slice(0, 20)}`);

  // the inspection with its date, then its end
  const { uuid: udalost } = await ok<{ uuid: string }>(await staff.request.post(`${IS}/oznamenie/${uuid}/vytvorit-skodova-udalost`), 'event');
  const e = await ok<Record<string, unknown> & { version: number; datumOznamenia: string; datumACasVznikuSkody: string; uzemnePrislusnaSop: { uuid: string } }>(
    await staff.request.get(`${IS}/skodove-udalosti/${udalost}`),
    'event detail',
  );
  const termin = `${new Date().toISOString().slice(0, 10)}T00:30`;
  await ok(
    await staff.request.put(`${IS}/skodove-udalosti/${udalost}`, {
      data: {
        datumOznamenia: e.datumOznamenia,
        datumACasVznikuSkody: e.datumACasVznikuSkody,
        datumACasSetrenia: termin,
        popisSkody: '',
        spisovaZnackaOu: '',
        spisovaZnackaSop: '',
        typSkody: 'VCELY',
        uzemnePrislusnaSopId: e.uzemnePrislusnaSop.uuid,
        uzemnePrislusnyOuId: null,
        miestneSetreniePopis: '',
        prepojenieNaIneSkodoveUdalosti: '',
        version: e.version,
      },
    }),
    'inspection date',
  );
  await ok(await staff.request.post(`${IS}/skodove-udalosti/${udalost}/vytvorit-oznamenie`), 'start inspection');
  await openFromMail(page, stavLink);
  await expect(page.getByTestId('stav-popis')).toHaveText('Prebieha miestne šetrenie škody.');
  await expect(page.getByTestId('stav-termin')).toContainText('00:30');
  await ok(await staff.request.put(`${IS}/skodove-udalosti/${udalost}/ukonci-setrenie`), 'finish');
  await openFromMail(page, stavLink);
  await expect(page.getByTestId('stav-popis')).toHaveText('Šetrenie škody je ukončené.');
  expect(outbox(email)).toHaveLength(4);

  // the opt-out link of the last message
  await openFromMail(page, linkIn(outbox(email).at(-1) as string, 'odhlasenie'));
  await page.getByRole('button', { name: 'Odhlásiť správy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Správy' })).toHaveText('Správy o tomto hlásení vám už nebudeme posielať.');
  await checkWidths(page, 'stav-hlasenia-odhlasenie', testInfo);

  // staff see what was sent and when
  await staff.goto(`/is/oznamenia/${uuid}`);
  const sent = staff.getByTestId('spravy-oznamovatelovi');
  await expect(sent.getByRole('row')).toHaveCount(5);
  await expect(sent).toContainText('Oznamovateľ odhlásil ďalšie správy o tomto hlásení.');
  await sent.scrollIntoViewIfNeeded();
  await shot(staff, testInfo, 'oznamenie-spravy-oznamovatelovi');
  await context.close();
  await staff.context().close();
});
