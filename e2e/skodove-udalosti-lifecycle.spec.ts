/**
 * The damage event's browser test: one damage event from 'Nová šk. udalosť' on the list through every state to
 * ROZHODNUTA – the ŠK. UDALOSŤ form, a commission member, one preventive measure of each kind, the
 * final statement, the proceedings, a photo and an attachment – and its 'Export do PDF' read back
 * with pdftotext. The browser runs in Europe/London, so the PDF shows the times one hour earlier than
 * they were entered (Slovak time), which proves the link carries the browser's zone.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './helpers';
import { potvrditZmenuStavu } from './skodove-udalosti-helpers';
import { shot } from './wizard-helpers';

test.use({ timezoneId: 'Europe/London' });

/** dd.MM.yyyy of a day `daysAgo` before today in Slovakia. */
function slovakDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return d.toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava', day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\s/g, '');
}

/** Chooses the first real option of a select and returns its label. */
async function pickFirst(select: Locator): Promise<string> {
  await select.selectOption({ index: 1 });
  return ((await select.locator('option:checked').textContent()) ?? '').trim();
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Časti škodovej udalosti' });
const stavTag = (page: Page) => page.locator('.govuk-tag').first();

/** A state button, then the success message and the new state's tag. */
async function zmenitStav(page: Page, button: string, stav: string): Promise<void> {
  await tabs(page).getByRole('link', { name: 'ŠK. UDALOSŤ' }).click();
  await page.getByRole('button', { name: button }).click();
  await potvrditZmenuStavu(page);
  await expect(page.getByText('Stav škodovej udalosti bol úspešne zmenený.')).toBeVisible();
  await expect(stavTag(page)).toHaveText(stav);
}

test('a damage event from "Nová šk. udalosť" to Rozhodnutá with commission, measures, statement, proceedings, files and its PDF', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const datumVzniku = slovakDate(3);
  const datumSetrenia = slovakDate(2);

  // --- 'Nová šk. udalosť' on the list (EVIDENCIA_OZNAMENI and EVIDENCIA_SKOD: spravca) ---------------
  await signIn(page, 'spravca');
  await expect(page).toHaveURL(/\/is/);
  await page.goto('/is/skodove-udalosti');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam škodových udalostí' })).toBeVisible();
  await page.getByRole('button', { name: 'Nová šk. udalosť' }).click();
  await expect(page).toHaveURL(/\/is\/skodove-udalosti\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Škodová udalosť SU-\d{4}-\d{6}$/);
  const kod = ((await heading.textContent()) ?? '').replace('Škodová udalosť ', '');
  await expect(stavTag(page)).toHaveText('Rozpracovaná');
  // no export in ROZPRACOVANA (§4 'Other buttons')
  await expect(page.getByRole('link', { name: 'Export do PDF' })).toHaveCount(0);

  // --- tab ŠK. UDALOSŤ: the fields of ROZPRACOVANA --------------------------------------------------
  const form = page.getByRole('form', { name: 'Údaje škodovej udalosti' });
  await form.locator('#datumACasVznikuSkody').fill(datumVzniku);
  await form.locator('#datumACasVznikuSkody-cas').selectOption('14:30');
  await form.getByLabel('Typ škody').selectOption({ label: 'Domestikované živočíchy' });
  await form.getByLabel('Popis škody').fill('Medveď v noci roztrhal tri ovce v košiari pod Ďumbierom.');
  const sop = form.getByLabel('Územne príslušné pracovisko ŠOP SR');
  if (!(await sop.inputValue())) await pickFirst(sop);
  const ou = await pickFirst(form.getByLabel('Územne príslušný OÚ'));
  await form.getByLabel('Spisová značka ŠOP SR').fill('ŠOP-ĎUM/77/2026');
  await form.getByLabel('Spisová značka OÚ').fill('OÚ-BR-OSZP/88/2026');
  await form.locator('#datumACasSetrenia').fill(datumSetrenia);
  await form.locator('#datumACasSetrenia-cas').selectOption('09:15');
  await form.getByLabel('Popis miestneho šetrenia').fill('Obhliadka košiara, stopy medveďa hnedého pri ohrade.');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await expect(form.getByLabel('Spisová značka ŠOP SR')).toHaveValue('ŠOP-ĎUM/77/2026');

  // --- commission member ---------------------------------------------------------------------------
  const komisia = page.getByRole('form', { name: 'Pridať člena komisie' });
  await komisia.getByLabel('Meno').fill('Ľudmila');
  await komisia.getByLabel('Priezvisko').fill('Šťastná');
  const zaradenie = await pickFirst(komisia.getByLabel('Zaradenie'));
  await komisia.getByLabel('Poznámka').fill('Prišla s veterinárom.');
  await komisia.getByRole('button', { name: 'Pridať', exact: true }).click();
  const clen = page.getByRole('row').filter({ hasText: 'Šťastná' });
  await expect(clen).toContainText('Ľudmila');
  await expect(clen).toContainText(zaradenie);
  await shot(page, testInfo, '01-sk-udalost-rozpracovana');

  // --- Opatrenia: the two questions and one measure of each kind -------------------------------------
  await tabs(page).getByRole('link', { name: 'Opatrenia' }).click();
  await page.getByRole('group', { name: 'Boli v minulosti realizované preventívne opatrenia?' }).getByLabel('Áno').check();
  await page.getByLabel('Popis realizovaných preventívnych opatrení').fill('Elektrický ohradník od jari, dva strážne psy.');
  await page.getByRole('group', { name: 'Navrhujú sa nové preventívne opatrenia?' }).getByLabel('Nie').check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();

  const measures: Record<string, (f: Locator) => Promise<string[]>> = {
    'Pastieri / ostraha': async (f) => {
      await f.getByLabel('Meno').fill('Jozef');
      await f.getByLabel('Priezvisko').fill('Bača');
      await f.getByLabel('Činnosť v čase vzniku škody').fill('Spal v kolibe');
      return ['Spal v kolibe', await pickFirst(f.getByLabel('Vzdialenosť od stáda'))];
    },
    'Umiestnenie stáda': async (f) => {
      await f.getByLabel('Druh objektu').fill('Košiar z lieskových prútov');
      await f.getByLabel('Množstvo hospodárskych zvierat').fill('120');
      return ['Košiar z lieskových prútov', await pickFirst(f.getByLabel('Umiestnenie', { exact: true }))];
    },
    'Ochranné technické zariadenia': async (f) => {
      await f.getByLabel('Typ, výrobca, model').fill('Ohradník Olli 5000');
      await f.getByLabel('Napätie').fill('7 kV');
      await f.getByRole('group', { name: 'Trvalé oplotenie' }).getByLabel('Áno').check();
      return ['Ohradník Olli 5000', await pickFirst(f.getByLabel('Technický stav OTZ'))];
    },
    'Strážne psy': async (f) => {
      await f.getByLabel('Rasa').fill('Slovenský čuvač');
      await f.getByLabel('Počet psov').fill('2');
      return ['Slovenský čuvač', await pickFirst(f.getByLabel('Správanie'))];
    },
  };
  const measureTexts: string[] = [];
  for (const [druh, fill] of Object.entries(measures)) {
    await page.getByRole('link', { name: 'Nové opatrenie' }).click();
    await page.getByLabel('Druh opatrenia').selectOption({ label: druh });
    const f = page.getByRole('form', { name: druh });
    measureTexts.push(...(await fill(f)));
    await f.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page).toHaveURL(/\/opatrenia$/);
    await expect(page.getByRole('region', { name: druh }).getByTestId('opatrenie')).toHaveCount(1);
  }
  for (const t of measureTexts) await expect(page.getByText(t, { exact: true }).first()).toBeVisible();
  await shot(page, testInfo, '02-opatrenia');

  // --- Stanovisko ----------------------------------------------------------------------------------
  await tabs(page).getByRole('link', { name: 'Stanovisko' }).click();
  const navrh = await pickFirst(page.getByLabel('Návrh na úhradu škody'));
  const povodca = await pickFirst(page.getByLabel('Pôvodca škody'));
  const zhodnotenie = await pickFirst(page.getByLabel('Zhodnotenie preventívnych opatrení'));
  await page.getByLabel('Zdôvodnenie').fill('Škodu spôsobil medveď hnedý; ohradník nebol pod napätím.');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await shot(page, testInfo, '03-stanovisko');

  // --- Fotografie and Prílohy ----------------------------------------------------------------------
  await tabs(page).getByRole('link', { name: 'Fotografie' }).click();
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne fotografie.')).toBeVisible();
  await page.getByRole('link', { name: 'Pridať fotografie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie fotografie' })).toBeVisible();
  const foto = testInfo.outputPath('košiar-ďumbier.jpg');
  writeFileSync(foto, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a7d3a' } }).jpeg().toBuffer());
  await page.getByLabel(/^Fotografie/).setInputFiles(foto);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page.getByText('Fotografia bola pridaná.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zobraziť fotografiu košiar-ďumbier.jpg' })).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Prílohy' }).click();
  await expect(page.getByText('Škodová udalosť neobsahuje žiadne prílohy.')).toBeVisible();
  await page.getByRole('link', { name: 'Nahrať prílohu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pridanie príloh' })).toBeVisible();
  const txt = testInfo.outputPath('zápisnica-šetrenia.txt');
  writeFileSync(txt, 'Zápisnica z miestneho šetrenia: tri ovce, košiar poškodený.');
  await page.getByLabel(/^Prílohy/).setInputFiles(txt);
  await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  await page.getByRole('button', { name: 'Pridať', exact: true }).click();
  await expect(page.getByText('Príloha bola pridaná.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'zápisnica-šetrenia.txt' })).toContainText('Bajtov');
  await shot(page, testInfo, '04-prilohy');

  // --- states: V_SETRENI → VYSETRENA → PRIJATA_ZIADOST → ROZHODNUTA, proceedings on the way ---------
  await zmenitStav(page, 'Začať šetrenie', 'V šetrení');
  // 'Začať šetrenie' created the notification the event now links to
  await expect(page.getByRole('link', { name: 'Oznámenie', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export do PDF' })).toBeVisible();
  await zmenitStav(page, 'Ukončiť šetrenie', 'Vyšetrená');

  await tabs(page).getByRole('link', { name: 'Konanie' }).click();
  await expect(page.getByRole('heading', { name: 'Žiadosť' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rozhodnutie' })).toBeVisible();
  await expect(page.getByLabel('Číslo rozhodnutia')).toBeDisabled();
  await page.getByLabel('Dátum prijatia žiadosti').fill(slovakDate(1));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();

  await zmenitStav(page, 'Žiadosť prijatá', 'Prijatá ž.');
  await tabs(page).getByRole('link', { name: 'Konanie' }).click();
  await expect(page.getByLabel('Dátum prijatia žiadosti')).toBeDisabled();
  await page.getByLabel('Číslo rozhodnutia').fill('OU-BR-OSZP/2026/000123-ŠÚ');
  await page.getByLabel('Dátum vydania rozhodnutia').fill(slovakDate(0));
  await page.getByLabel('Suma priznaná v rozhodnutí').fill('1 234,50');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Údaje boli úspešne uložené.')).toBeVisible();
  await shot(page, testInfo, '05-konanie');

  await zmenitStav(page, 'Rozhodnutie vydané', 'Rozhodnutá');
  await expect(page.getByRole('button', { name: /^(Začať šetrenie|Ukončiť šetrenie|Žiadosť prijatá|Rozhodnutie vydané|Zahodiť rozpracovanú)$/ })).toHaveCount(0);
  await shot(page, testInfo, '06-rozhodnuta');

  // --- back on the list: the event's row in its final state ------------------------------------------
  await page.getByRole('link', { name: 'Späť na zoznam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoznam škodových udalostí' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${datumVzniku} 14:30` }).filter({ hasText: 'Rozhodnutá' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(povodca);
  await shot(page, testInfo, '07-zoznam');
  await row.getByRole('link', { name: 'Detail' }).or(row.getByRole('button', { name: 'Detail' })).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Škodová udalosť ${kod}`);

  // --- 'Export do PDF': the browser's zone in the link, the whole case in the document ---------------
  const exportLink = page.getByRole('link', { name: 'Export do PDF' });
  await expect(exportLink).toHaveAttribute('href', /\/export\/\?timezone=Europe%2FLondon$/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toBe(`skodova-udalost-${kod}.pdf`);
  const pdf = testInfo.outputPath('skodova-udalost.pdf');
  await download.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
  writeFileSync(testInfo.outputPath('skodova-udalost.txt'), text);
  const line = (label: string, value: string) => expect(text).toMatch(new RegExp(`${label}\\s+${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
  expect(text).toContain(`Škodová udalosť ${kod}`);
  expect(text).toContain('Stav: Rozhodnutá');
  expect(text).toContain('Časy sú v časovom pásme Europe/London.');
  // entered in Slovak time, shown in London time (one hour earlier all year)
  line('Dátum a čas vzniku škody', `${datumVzniku} 13:30`);
  line('Dátum a čas miestneho šetrenia', `${datumSetrenia} 08:15`);
  line('Typ škody', 'Domestikované živočíchy');
  expect(text).toContain('Medveď v noci roztrhal tri ovce v košiari pod Ďumbierom.');
  line('Spisová značka ŠOP SR', 'ŠOP-ĎUM/77/2026');
  line('Spisová značka OÚ', 'OÚ-BR-OSZP/88/2026');
  line('Územne príslušný OÚ', ou.split(' ')[0]);
  line('Ľudmila Šťastná', zaradenie.split(' ')[0]);
  expect(text).toContain('Prišla s veterinárom.');
  line('Boli v minulosti realizované', 'Áno');
  for (const druh of Object.keys(measures)) expect(text).toContain(druh);
  // values as typed or chosen (a long code-list label may wrap: its first words)
  const flat = text.replace(/\s+/g, ' ');
  const start = (t: string) => t.split(' ').slice(0, 3).join(' ');
  for (const t of [...measureTexts, navrh, povodca, zhodnotenie]) expect(flat).toContain(start(t));
  expect(text).toContain('Škodu spôsobil medveď hnedý; ohradník nebol pod napätím.');
  line('Číslo rozhodnutia', 'OU-BR-OSZP/2026/000123-ŠÚ');
  line('Suma priznaná v rozhodnutí', '1 234,50 EUR');
  expect(text).toContain('Fotografie (1)');
  expect(text).toContain('košiar-ďumbier.jpg');
  expect(text).toMatch(/Strana 1 z \d/);

  // the PDF's first page, rendered, among the screenshots
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdf, testInfo.outputPath('08-pdf')]);
});
