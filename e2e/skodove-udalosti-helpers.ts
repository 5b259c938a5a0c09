import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { addSession, signIn } from './helpers';

/** What the damage-event detail specs share: staff API calls, a signed-in page, a new event, fields. */

export const IS = '/api/is';

/** Expects a 2xx answer (the body in the message otherwise) and returns its JSON (undefined for 204). */
export async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/**
 * The staff API as `account`, for setting up data: the request client of a new context (with the
 * Origin header the server's CSRF check wants) that has the account's session and opens no page.
 * Not to be disposed alone: the next test then failed before its first line (Playwright's tracing
 * still reached it); it goes with its context.
 */
export async function staffApi(browser: Browser, baseURL: string, account: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await addSession(context, account);
  return context.request;
}

/**
 * A new browser context (Slovak locale, Origin header for the staff API) signed in as `account`, on
 * `path` when given (one page load instead of /is first), else on /is.
 */
export async function signedIn(browser: Browser, baseURL: string, account: string, path?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'sk-SK', extraHTTPHeaders: { Origin: baseURL } });
  const page = await context.newPage();
  await signIn(page, account, path);
  if (!path) await expect(page).toHaveURL(/\/is(\/oznamenia)?\/?$/);
  return page;
}

/**
 * A damage event in ROZPRACOVANA made from a PRIRADENE notification (staff API of 'spravca'); returns both uuids.
 * `data`: more fields of the notification (e.g. its GPS point); `beforeAssign`: what to do to the notification while it is still editable (e.g. attach a photo).
 */
export async function udalost(
  api: APIRequestContext,
  popisSkody: string,
  options: { data?: Record<string, unknown>; beforeAssign?: (oznamenie: string) => Promise<void> } = {},
): Promise<{ oznamenie: string; uuid: string }> {
  const { uuid: oznamenie } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenia/create`), 'create');
  const detail = await ok<{ version: number }>(await api.get(`${IS}/oznamenie/${oznamenie}`), 'detail');
  const { organizaciaList } = await ok<{ organizaciaList: { uuid: string; typ: string; platnost: boolean }[] }>(await api.get(`${IS}/organizacie`), 'organizacie');
  const sop = organizaciaList.find((o) => o.typ === 'SOP' && o.platnost);
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    await api.put(`${IS}/oznamenie/${oznamenie}`, {
      data: { datumOznamenia: today, datumVznikuSkody: today, typSkody: 'DOMESTIKOVANY_ZIVOCICH', popisSkody, uzemnePrislusnePracovisko: sop?.uuid, ...options.data, version: detail.version },
    }),
    'update',
  );
  await options.beforeAssign?.(oznamenie);
  await ok(await api.put(`${IS}/oznamenie/${oznamenie}/assign`), 'assign');
  const { uuid } = await ok<{ uuid: string }>(await api.post(`${IS}/oznamenie/${oznamenie}/vytvorit-skodova-udalost`), 'event');
  return { oznamenie, uuid };
}

/** dd.MM.yyyy of `days` ago in Slovak time. */
export function skDate(days = 0): string {
  const d = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d).replace(/\s/g, '');
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const save = (page: Page) => page.getByRole('button', { name: 'Uložiť', exact: true }).click();

/**
 * Answers the confirmation of a state change ('Začať šetrenie', 'Ukončiť šetrenie', 'Nová šk. udalosť'…):
 * ticks 'Rozumiem…' when the step is asked with missing parts, then 'Áno, chcem'.
 */
export async function potvrditZmenuStavu(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const rozumiem = dialog.getByRole('checkbox');
  if (await rozumiem.count()) await rozumiem.check();
  await dialog.getByRole('button', { name: 'Áno, chcem' }).click();
}
