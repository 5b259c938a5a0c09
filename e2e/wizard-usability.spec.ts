import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillStep1, fillStep2Fo, next, shot, stepHeading } from './wizard-helpers';

/** What reporters met in their first week in the public wizard (issue 17). */

const PHONE = { width: 390, height: 844 };

/** Bottom edge of the sticky ID-SK header (0 when it does not stick). */
const headerBottom = (page: Page) =>
  page.locator('header.idsk-header-web').evaluate((h) => (getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0));

/** `el` is on screen and starts below the sticky header (WCAG 2.2 SC 2.4.11 Focus not obscured). */
async function expectBelowHeader(page: Page, el: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const top = await el.evaluate((e) => e.getBoundingClientRect().top);
      const bottom = await headerBottom(page);
      return top >= bottom && top < PHONE.height - 40;
    })
    .toBe(true);
}

test('phone: after a failed "Ďalej" the error summary and the field its link jumps to are visible below the sticky header', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/hlasenie-skody/');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  expect(await headerBottom(page)).toBeGreaterThan(60);

  // step 1: 'Ďalej' at the bottom of a long page
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
  await shot(page, testInfo, 'step1-summary-phone');
  await page.screenshot({ path: testInfo.outputPath('step1-summary-viewport.png') });

  // the link to 'Popis škody' (lower on the page) puts the field and its label below the header, focused
  await summary.getByRole('link', { name: 'Opíšte škodu.' }).click();
  const popis = page.getByLabel('Popis škody');
  await expect(popis).toBeFocused();
  await expectBelowHeader(page, page.locator('label[for="popisSkody"]'));
  await expectBelowHeader(page, popis);
  // a link to a field above: 'Druh škody'
  await summary.scrollIntoViewIfNeeded();
  await summary.getByRole('link', { name: 'Vyberte druh škody.' }).click();
  await expect(page.getByLabel('Druh škody')).toBeFocused();
  await expectBelowHeader(page, page.getByLabel('Druh škody'));
  await page.screenshot({ path: testInfo.outputPath('step1-link-viewport.png') });

  await fillStep1(page);
  await next(page);
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  await page.getByLabel('Fyzická osoba', { exact: true }).check();
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
  await page.screenshot({ path: testInfo.outputPath('step2-summary-viewport.png') });

  await fillStep2Fo(page);
  await next(page);
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await page.getByRole('button', { name: 'Ďalej' }).scrollIntoViewIfNeeded();
  await next(page);
  await expect(summary).toBeFocused();
  await expectBelowHeader(page, summary);
});
