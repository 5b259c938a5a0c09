/**
 * Every screen of the product, public and staff, on a phone and on a desktop: axe finds no WCAG 2.1
 * A/AA violation at 390 px and at 1280 px (colour contrast at 390 px, see axeProblems), and no page
 * is wider than the screen at 320 px, 390 px and 768 px
 * (a wide table scrolls inside its own box or stacks its rows, the page itself never scrolls sideways).
 *
 * One sign-in and one event for the whole file; the test walks all pages and reports every problem
 * at once, so one run shows the whole list.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CENNIK_TYPY, cennikSlug, dayAfter } from '@shared/domain/cennik';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { IS, ok, signedIn, udalost } from './skodove-udalosti-helpers';
import { axeFor } from './helpers';

const PUBLIC_PAGES = ['/', '/kontakt', '/nahlasit-problem', '/ochrana-osobnych-udajov', '/chyba-prihlasenia', '/problem-s-prihlasenim', '/hlasenie-skody/udaje-o-skode', '/stav-hlasenia', '/stav-hlasenia/odhlasenie', '/skody-v-cislach'];

/** The staff URLs of the route table, with ids of records made (or seeded) for this run. */
async function staffPages(page: Page): Promise<string[]> {
  const api = page.request;
  const { oznamenie, uuid } = await udalost(api, 'Každá stránka: stádo oviec pri lese.');
  const firstUuid = async (path: string) => {
    const m = /"uuid":"([0-9a-f-]{36})"/.exec(JSON.stringify(await ok(await api.get(`${IS}${path}`), path)));
    if (!m) throw new Error(`no uuid in ${path}`);
    return m[1];
  };
  const organizacia = await firstUuid('/organizacie');
  const ja = await firstUuid('/pouzivatel/moj-profil');
  const polozka = await firstUuid('/ciselniky/OKRES');
  // a commission member with long texts: the commission table is the widest part of the event page
  const zaradenie = await firstUuid('/ciselniky/ZARADENIE_CLENA_KOMISIE');
  const clen = { meno: 'Alžbeta', priezvisko: 'Novotná-Hrabovská', zaradenie, poznamka: 'Zástupkyňa obce, prítomná počas celej obhliadky' };
  await ok(await api.post(`${IS}/skodove-udalosti/${uuid}/miestne-setrenie/clen-komisie`, { data: clen }), 'komisia');
  const o = `/is/oznamenia/${oznamenie}`;
  const u = `/is/skodove-udalosti/${uuid}`;
  oznamenieUrl = o;
  return [
    '/is/oznamenia',
    o,
    `${o}/data-z-webu`,
    `${o}/fotografie`,
    `${o}/fotografie/pridat-fotografie`,
    `${o}/prilohy`,
    `${o}/prilohy/nahrat-prilohy`,
    `${o}/poskodeny`,
    `${o}/poskodeny/najst-poskodeneho`,
    `${o}/poskodeny/vytvorit-poskodeneho`,
    `${o}/zmenit-priradenie`,
    '/is/skodove-udalosti',
    u,
    `${u}/konanie`,
    `${u}/opatrenia`,
    `${u}/opatrenia/nove-opatrenie`,
    `${u}/fotografie`,
    `${u}/fotografie/pridat-fotografie`,
    `${u}/prilohy`,
    `${u}/prilohy/nahrat-prilohy`,
    `${u}/poskodeny`,
    `${u}/poskodeny/najst-poskodeneho`,
    `${u}/poskodeny/vytvorit-poskodeneho`,
    `${u}/predmet-skody`,
    `${u}/predmet-skody/novy-predmet-skody`,
    `${u}/zaverecne-stanovisko`,
    `${u}/zmenit-priradenie-ou`,
    '/is/cenniky',
    ...CENNIK_TYPY.map((t) => `/is/cenniky/${cennikSlug(t)}`),
    '/is/cenniky/ovce/verzia-1',
    '/is/cenniky/ovce/vsetky-verzie',
    // the new-version form of each kind of list: fixed rows, removable rows, rows with selects, eight values
    ...['hovadzi-dobytok', 'ovce', 'ine-hospodarske-zvierata', 'med-a-druhotne-produkty'].map((name) => `/is/cenniky/${name}/nova-verzia`),
    '/is/ciselniky',
    '/is/ciselniky/okres',
    '/is/ciselniky/okres/nova-polozka',
    `/is/ciselniky/okres/polozka/${polozka}/upravit`,
    '/is/organizacie',
    '/is/organizacie/pridat',
    `/is/organizacie/${organizacia}`,
    '/is/pouzivatelia',
    `/is/pouzivatelia/${ja}`,
    '/is/statistiky',
    '/is/statistiky/historicke-udaje',
    '/is/statistiky/ucinnost-opatreni',
    '/is/statistiky/ocakavane-vyplaty',
    '/is/moj-profil',
    '/is/kontakt',
    '/is/nahlasit-problem',
    '/is/ochrana-osobnych-udajov',
    '/is/nedostatocne-opravnenie',
    '/is/osobne-udaje',
  ];
}

let staff: Page;
let pages: string[];
/** The notification the event was made from: its damage fields are locked now. */
let oznamenieUrl: string;

test.beforeAll(async ({ browser, baseURL }: { browser: Browser; baseURL: string | undefined }) => {
  staff = await signedIn(browser, baseURL ?? '', 'spravca');
  pages = [...PUBLIC_PAGES, ...(await staffPages(staff))];
});

test.afterAll(async () => {
  await staff.context().close();
});

/** Opens `url` and waits for its h1 and a quiet network (the parts that load their own data). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * `contrast: false` leaves out axe's colour-contrast rule, its slowest (it computes the colours behind
 * every text). The product's colours do not change with the width; the type does – it is smaller on a
 * phone, and smaller text needs the stricter ratio (4.5:1 below 24 px, or 18.66 px bold) – so the
 * phone-width run is the stricter check. Text only a desktop shows (the header row of a table that a
 * phone stacks) uses the same colours as the text checked there.
 */
async function axeProblems(page: Page, where: string, { contrast }: { contrast: boolean }): Promise<string[]> {
  // only violations are read: axe then skips the details of passed and incomplete checks (faster);
  // options() replaces all options, so it comes before withTags()
  const axe = axeFor(page).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (contrast ? axe : axe.disableRules(['color-contrast'])).analyze();
  return results.violations.map((v) => `${where} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function widthProblem(page: Page, where: string): Promise<string[]> {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  return scroll > inner ? [`${where} is ${scroll} px wide at ${inner} px`] : [];
}

// One load of a page serves all four widths: the layout follows the viewport by CSS (and by
// ResizeObservers), so resizing shows what a phone and a desktop would get.
async function pageProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, url);
  problems.push(...(await widthProblem(page, url)), ...(await axeProblems(page, `${url} @390`, { contrast: true })));
  await page.setViewportSize({ width: 320, height: 640 });
  problems.push(...(await widthProblem(page, url)));
  // a tablet: tables no longer stack their rows (from 641 px) and must scroll in their own box
  await page.setViewportSize({ width: 768, height: 1024 });
  problems.push(...(await widthProblem(page, url)));
  await page.setViewportSize({ width: 1280, height: 900 });
  problems.push(...(await axeProblems(page, `${url} @1280`, { contrast: false })));
  return problems;
}

/**
 * Tabs of the signed-in context that check pages at the same time: while one waits for its page to
 * load and its network to go quiet, another runs axe (each tab has its own viewport).
 */
const TABS = 2;

test('every page: axe finds nothing at 390 px and 1280 px, and no page is wider than the screen at 320, 390 or 768 px', async () => {
  test.setTimeout(pages.length * 15_000);
  const problems = new Map<string, string[]>();
  const queue = [...pages];
  const tabs = [staff, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => staff.context().newPage())))];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) problems.set(url, await pageProblems(tab, url));
    }),
  );
  await Promise.all(tabs.slice(1).map((tab) => tab.close()));
  expect(problems.size).toBe(pages.length);
  expect(pages.flatMap((url) => problems.get(url) ?? [])).toEqual([]);
});

// What a referent noticed in the first week; each test is one finding.

test('the event list says what its extra column and filter mean, not where they come from', async () => {
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/is/skodove-udalosti');
  await expect(staff.getByRole('columnheader', { name: 'Otvorená', exact: true })).toBeVisible();
  await expect(staff.getByLabel('Len po termíne', { exact: true })).toBeVisible();
  await expect(staff.getByText('Oznámené po 48 hodinách alebo dlho v jednom stave')).toBeVisible();
  await expect(staff.getByText(/špecifikáci/)).toHaveCount(0);
});

test('one spelling of carcass fees and one look for locked fields', async () => {
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/is/cenniky');
  await expect.soft(staff.getByRole('navigation', { name: 'Typy cenníkov' }).getByRole('link', { name: 'Kafilérické poplatky', exact: true })).toBeVisible();

  // the damage fields of a notification with an event are locked: a text field and a select
  await staff.goto(oznamenieUrl);
  const look = (id: string) =>
    staff.locator(`#${id}`).evaluate((el: HTMLInputElement | HTMLSelectElement) => {
      const s = getComputedStyle(el);
      return { disabled: el.disabled, background: s.backgroundColor, border: s.borderTopColor, color: s.color };
    });
  const lockedText = await look('datumOznamenia');
  expect(lockedText.disabled).toBe(true);
  expect(lockedText).toEqual(await look('typSkody'));
  expect(lockedText.background).not.toBe('rgb(255, 255, 255)');
});

test("a new price-list version's 'Platný od' is typed dd.mm.rrrr like every other date", async () => {
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/is/cenniky/kozy/nova-verzia');
  const od = staff.getByLabel('Platný od');
  await expect(od).toHaveAttribute('type', 'text');
  await expect(od).toHaveValue(formatDateSk(dayAfter(todayIso())));
  await expect(od).toHaveAccessibleDescription('dd.mm.rrrr');
  await od.fill('31.02.2027');
  await staff.getByRole('button', { name: 'Uložiť verziu' }).click();
  await expect(od).toHaveAccessibleDescription(/Zadajte dátum v tvare dd\.mm\.rrrr\./);
});

test('a sheep row removed from a new version can be put back, and the version saves with it', async () => {
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/is/cenniky/ovce/nova-verzia');
  const rows = staff.getByRole('row');
  await expect(rows.filter({ hasText: 'jarka' })).toHaveCount(1);
  const count = await rows.count();
  await rows.filter({ hasText: 'jarka' }).getByRole('button', { name: /^Odstrániť/ }).click();
  await expect(rows).toHaveCount(count - 1);
  const vratit = staff.getByRole('button', { name: 'Vrátiť jarka, chovný jedinec' });
  await expect(vratit).toBeFocused();
  await vratit.click();
  await expect(rows).toHaveCount(count);
  await expect(staff.getByRole('button', { name: 'Odstrániť jarka, chovný jedinec' })).toBeFocused();
  await staff.getByRole('button', { name: 'Uložiť verziu' }).click();
  await expect(staff).toHaveURL(/\/is\/cenniky\/ovce\/verzia-2$/);
  await expect(staff.getByRole('row').filter({ hasText: 'jarka' })).toHaveCount(1);
  await expect(staff.getByRole('row')).toHaveCount(count);
});
