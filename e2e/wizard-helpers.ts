import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeFor, recordScreenshot } from './helpers';

/** A real 2×2 JPEG (baseline, no EXIF), made with sharp. */
const JPEG_1X1 =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIgAAaf/2Q==';

/** Writes the JPEG into the test's output folder under `name`. */
export function jpegFile(testInfo: TestInfo, name = 'foto-medved.jpg'): string {
  const path = testInfo.outputPath(name);
  writeFileSync(path, Buffer.from(JPEG_1X1, 'base64'));
  return path;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await recordScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Presses Tab until `target` has the focus (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target}`);
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Step 1 with the default date, GPS typed in, a description and (optionally) one photo. */
export async function fillStep1(page: Page, opts: { photo?: string; typSkody?: string } = {}): Promise<void> {
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await page.getByLabel('Druh škody').selectOption({ label: opts.typSkody ?? 'Domestikované živočíchy' });
  await page.getByLabel('Zemepisná šírka').fill('48,7302159');
  await page.getByLabel('Zemepisná dĺžka').fill('19,4569862');
  await page.getByLabel('Popis lokality').fill('Salaš pod lesom, 2 km od obce');
  await page.getByLabel('Popis škody').fill('Medveď v noci strhol tri ovce v košiari.');
  if (opts.photo) {
    await page.getByLabel(/^Fotografie/).setInputFiles(opts.photo);
    await expect(page.getByRole('list', { name: 'Nahraté súbory' }).getByText('nahraté')).toBeVisible();
  }
}

export async function fillStep2Fo(page: Page): Promise<void> {
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  await page.getByLabel('Fyzická osoba', { exact: true }).check();
  await page.getByLabel('Meno', { exact: true }).fill('Ján');
  await page.getByLabel('Priezvisko', { exact: true }).fill('Ovčiar');
  await page.getByLabel('Ulica').fill('Hlavná');
  await page.getByLabel('Súpisné číslo').fill('12');
  await page.getByLabel('PSČ').fill('976 69');
  await chooseObec(page, 'Bacúch');
}

/** The municipality type-ahead field: types (part of) the name and taps the option. */
export async function chooseObec(page: Page, name: string, typed = name.slice(0, 4)): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Obec', exact: true });
  await box.fill(typed);
  await page.getByRole('listbox', { name: 'Obec – možnosti', exact: true }).getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

export async function fillStep3(page: Page, opts: { consent: boolean }): Promise<void> {
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await page.getByLabel('E-mail').fill('jan.ovciar@example.sk');
  await page.getByLabel('Telefónne číslo').fill('00421 905 123 456');
  await page.getByLabel('Doplňujúce informácie').fill('Volajte po 16:00.');
  if (opts.consent) await page.getByLabel('Súhlasím so spracovaním osobných údajov').check();
}

export const next = (page: Page) => page.getByRole('button', { name: 'Ďalej' }).click();

/** From a filled step 1 to the summary: 'Ďalej', a natural person, contacts with consent. */
export async function fillToSummary(page: Page): Promise<void> {
  await next(page);
  await fillStep2Fo(page);
  await next(page);
  await fillStep3(page, { consent: true });
  await next(page);
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
}

/**
 * The spec's scroll to the first error (part 1 §8: smoothly, 100 ms after the errors appear, when the error is
 * above the viewport) is over. A click aimed before it would land where the field was: a person does not click
 * within those 100 ms, a test does.
 */
export async function errorScrollDone(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let scrolling = false;
        addEventListener('scroll', () => (scrolling = true));
        addEventListener('scrollend', () => {
          scrolling = false;
        });
        // past the 100 ms: either no scroll was needed or it is over, or it is running and ends with 'scrollend'
        setTimeout(() => (scrolling ? addEventListener('scrollend', () => done(), { once: true }) : done()), 200);
      }),
  );
}
