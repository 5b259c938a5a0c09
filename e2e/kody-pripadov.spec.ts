import { expect, test } from '@playwright/test';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';
import { shot } from './wizard-helpers';

/**
 * A case is found by its codes: the damage-event list shows the event's code (SU-…) as a column and on
 * the phone card, the notification list's 'Šk. udalosť' shows that code – a link for those who may open
 * events, text for the others – and both lists' search field finds a case by its code.
 */
test('event and notification lists show and find the case codes', async ({ browser, baseURL }, testInfo) => {
  const page = await signedIn(browser, baseURL as string, 'spravca');
  const { oznamenie, uuid } = await udalost(page.request, 'Kódy prípadu v zoznamoch.');
  const { kod } = await ok<{ kod: string }>(await page.request.get(`${IS}/skodove-udalosti/${uuid}`), 'event');
  const { kod: ozKod } = await ok<{ kod: string }>(await page.request.get(`${IS}/oznamenie/${oznamenie}`), 'notification');
  expect(kod).toMatch(/^SU-/);

  // the event list: found by its code, shown in the first column, a link to the event
  await page.goto('/is/skodove-udalosti');
  await page.getByLabel('Poškodený alebo kód', { exact: true }).fill(kod.toLowerCase());
  const events = page.getByRole('table', { name: 'Zoznam škodových udalostí' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events.getByRole('columnheader').first()).toHaveText('Kód');
  await expect(events.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(kod);
  await shot(page, testInfo, 'zoznam-udalosti-kod');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(events.getByRole('row').nth(1).getByRole('link', { name: kod, exact: true })).toBeVisible();
  await shot(page, testInfo, 'zoznam-udalosti-kod-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // the notification list: found by the event's code and by its own, 'Šk. udalosť' links to the event
  await page.goto('/is/oznamenia');
  const search = page.getByLabel('Poškodený alebo kód', { exact: true });
  await search.fill(kod);
  const notifications = page.getByRole('table', { name: 'Zoznam oznámení' });
  await expect(notifications.getByRole('row')).toHaveCount(2);
  await expect(notifications.getByRole('row').nth(1)).toContainText(ozKod);
  await search.fill(ozKod);
  await expect(page).toHaveURL(new RegExp(`poskodeny=${ozKod}`));
  await expect(notifications.getByRole('row')).toHaveCount(2);
  await shot(page, testInfo, 'zoznam-oznameni-kod');
  await notifications.getByRole('link', { name: kod, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/is/skodove-udalosti/${uuid}$`));

  // without EVIDENCIA_SKOD the code is text, not a link to a screen that would refuse
  const oznamenia = await signedIn(browser, baseURL as string, 'oznamenia', `/is/oznamenia?poskodeny=${encodeURIComponent(kod)}`);
  const row = oznamenia.getByRole('table', { name: 'Zoznam oznámení' }).getByRole('row').nth(1);
  await expect(row.locator('td[data-label="Šk. udalosť"]')).toHaveText(kod);
  await expect(row.getByRole('link', { name: kod })).toHaveCount(0);
});
