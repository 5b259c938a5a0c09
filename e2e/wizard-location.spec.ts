import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillToSummary, shot, stepHeading } from './wizard-helpers';

/**
 * 'Použiť moju aktuálnu polohu' on step 1: a farmer at the damaged beehive fills the place with one tap
 * (a phone-size page; no WebGL in this browser, so the form works without the map).
 */
const STEP1 = '/hlasenie-skody/udaje-o-skode';
const PHONE = { width: 390, height: 844 };

async function step1Basics(page: import('@playwright/test').Page) {
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();
  await page.getByLabel('Druh škody').selectOption({ label: 'Včely a včel. zariadenia' });
  await page.getByLabel('Popis škody').fill('Medveď prevrátil dva úle.');
}

test.describe('granted', () => {
  test.use({ viewport: PHONE, permissions: ['geolocation'], geolocation: { latitude: 48.9321, longitude: 19.6459, accuracy: 25 } });

  test('the current position fills the place of damage and reaches the summary', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(STEP1);
    await step1Basics(page);
    const button = page.getByRole('button', { name: 'Použiť moju aktuálnu polohu' });
    await shot(page, testInfo, 'location-button');
    await button.click();

    // the inputs show a point as a map click does: decimal comma, no trailing zeros
    await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('48,9321');
    await expect(page.getByLabel('Zemepisná dĺžka')).toHaveValue('19,6459');
    await expect(page.locator('#poloha-stav')).toHaveText('Presnosť približne 25 m');
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'location-found');

    await fillToSummary(page);
    await expect(page.getByRole('main')).toContainText('48,9321000° s. š., 19,6459000° v. d.');
  });
});

test.describe('not granted', () => {
  test.use({ viewport: PHONE });

  test('a refused permission is named under the button and the place can still be typed', async ({ page, context }, testInfo) => {
    await context.clearPermissions();
    await page.goto(STEP1);
    await step1Basics(page);
    await page.getByRole('button', { name: 'Použiť moju aktuálnu polohu' }).click();
    await expect(page.locator('#poloha-stav')).toContainText(
      'Prístup k polohe bol zamietnutý. Povoľte ho v nastaveniach prehliadača alebo zadajte polohu inak.',
    );
    await expect(page.getByLabel('Zemepisná šírka')).toHaveValue('');
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'location-denied');
  });
});
