import { expect, test } from '@playwright/test';
import { jpegFile, shot, stepHeading, tabTo } from './wizard-helpers';

/** The whole FO wizard with Tab, Space, Enter and typing only – no mouse. */
test('keyboard only: FO notification from the home page to the sent page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const kb = page.keyboard;
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Nové oznámenie o škode' }));
  await kb.press('Enter');
  await expect(stepHeading(page, 'Nové oznámenie')).toBeVisible();

  // step 1
  await tabTo(page, page.getByLabel('Druh škody'));
  await kb.type('Pastier');
  await expect(page.getByLabel('Druh škody')).toHaveValue('PASTIERSKY_PES');
  await tabTo(page, page.getByLabel('Zemepisná šírka'));
  await kb.type('48,9');
  await kb.press('Tab');
  await kb.type('20,1');
  await tabTo(page, page.getByLabel('Popis škody'));
  await kb.type('Vlk napadol pastierskeho psa.');
  await tabTo(page, page.getByLabel(/^Fotografie/));
  const chooser = page.waitForEvent('filechooser');
  await kb.press('Space');
  await (await chooser).setFiles(jpegFile(testInfo, 'pes.jpg'));
  await expect(page.getByText('nahraté')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Ďalej' }));
  await kb.press('Enter');

  // step 2
  await expect(stepHeading(page, 'Údaje o poškodenom')).toBeVisible();
  await tabTo(page, page.getByLabel('Fyzická osoba', { exact: true }));
  await kb.press('Space');
  await tabTo(page, page.getByLabel('Meno', { exact: true }));
  await kb.type('Eva');
  await tabTo(page, page.getByLabel('Priezvisko', { exact: true }));
  await kb.type('Bačová');
  await tabTo(page, page.getByLabel('Obec', { exact: true }));
  await kb.type('bacuch');
  await kb.press('ArrowDown');
  await kb.press('Enter');
  await expect(page.getByLabel('Obec', { exact: true })).toHaveValue('Bacúch');
  await tabTo(page, page.getByRole('button', { name: 'Ďalej' }));
  await kb.press('Enter');

  // step 3
  await expect(stepHeading(page, 'Kontaktné informácie')).toBeVisible();
  await tabTo(page, page.getByLabel('Telefónne číslo'));
  await kb.type('0905 111 222');
  await tabTo(page, page.getByLabel('Súhlasím so spracovaním osobných údajov'));
  await kb.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Ďalej' }));
  await kb.press('Enter');

  // step 4
  await expect(stepHeading(page, 'Zhrnutie')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('pes.jpg');
  await tabTo(page, page.getByRole('button', { name: 'Odoslať oznámenie' }));
  await kb.press('Enter');
  await expect(page.locator('.es-sent-code')).toHaveText(/OZN-\d{4}-\d{6}/);
  await shot(page, testInfo, 'keyboard-sent');
});
