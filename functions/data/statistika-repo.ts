/**
 * Statistics rows (ACCESS_PATTERNS T1, T1a). A statistics row is a damaged item of a damage
 * event, but the projection holds ONE item per EVENT (`sk = STATISTIKA`) with the compact rows of its
 * items: an event change (injured party, pôvodca, date, state) rewrites every row of the event in the
 * event's own transaction – an event has up to 200 items, a transaction 100 actions. Written by
 * skodovaUdalostRepo.newItems/save/remove through `statistikaRows.changeActions`, from the event record
 * alone: its `predmetyStatistika` (kept by the items' summary, functions/skodove-udalosti/predmet-skody/domain/summary.ts)
 * and its own fields.
 *
 * Reading: `statistikaPredmety` adapts the per-year event rows to item rows for the shared list
 * machinery (functions/common/year-list.ts). Its counters drop the row count `n` (it counts events, not
 * items), so the lazy page path reads the years instead of skipping them by count.
 */
import { OPATRENIE_DRUHY, type OpatrenieDruh } from '@shared/domain/opatrenie';
import type { SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { keys } from './keys';
import type { SkodovaUdalostItem } from './skodova-udalost-repo';
import { type YearCounter, type YearRowsReader, yearRows } from './year-rows';

/** One damaged item as the statistics need it (kept on the event record as `predmetyStatistika`). */
export interface PredmetStatistika {
  uuid: string;
  /** Category code (shared/domain/predmet-skody.ts). */
  kategoria: string;
  /** Code-list uuids of the item's place: cadastral area, district, region. */
  ku?: string;
  ok?: string;
  kr?: string;
  /** EUR: the manual amount when filled (> 0), else the calculated one. */
  amount: number;
  /** The item's own GPS. */
  lat?: number;
  lng?: number;
}

/** An event's statistics row as read: the event fields the statistics use and its items. */
export interface StatistikaUdalostRow {
  uuid: string;
  kod: string;
  datumVznikuSkody: string;
  casVznikuSkody?: string;
  datumOznamenia: string;
  stav: SkodovaUdalostStav;
  poskodenyMeno?: string;
  /** The final statement's pôvodca (code-list uuid). */
  povodcaSkodyId?: string;
  /** The ŠOP workplace (organisation uuid). */
  sopId?: string;
  /** The event's GPS (a point for items without their own). */
  lat?: number;
  lng?: number;
  /** Amount granted in the decision (konanie). */
  sumaPriznana?: number;
  /** The event's calculated amount (sum of its items' calculated amounts). */
  vyskaSkodyVypocitana?: number;
  /** Date of the decision (konanie.datumVydaniaRozhodnutia, yyyy-MM-dd). */
  datumRozhodnutia?: string;
  /** The injured party (its uuid: the prevention comparison groups by it, the name can change). */
  poskodenyId?: string;
  /** Kinds of preventive measure recorded on the event (at least one measure of the kind). */
  opatrenia: OpatrenieDruh[];
  predmety: PredmetStatistika[];
}

/** One statistics row: a damaged item with its event (shared object, not copied). */
export interface StatistikaPredmetRow {
  udalost: StatistikaUdalostRow;
  predmet: PredmetStatistika;
}

const nonEmpty = <T>(a: T[]) => (a.length ? a : undefined);

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

/** Short attribute names of an item in the row (≈ 190 B an item with its four uuids). */
const itemAttributes = (p: PredmetStatistika) => clean({ u: p.uuid, k: p.kategoria, ku: p.ku, ok: p.ok, kr: p.kr, a: p.amount, la: p.lat, lo: p.lng });

const itemFrom = (i: Record<string, unknown>): PredmetStatistika => ({
  uuid: String(i.u),
  kategoria: String(i.k),
  ku: i.ku as string | undefined,
  ok: i.ok as string | undefined,
  kr: i.kr as string | undefined,
  amount: Number(i.a ?? 0),
  lat: typeof i.la === 'number' ? i.la : undefined,
  lng: typeof i.lo === 'number' ? i.lo : undefined,
});

/** The per-year event rows (shared machinery, functions/data/year-rows.ts). */
export const statistikaRows = yearRows<SkodovaUdalostItem, StatistikaUdalostRow>({
  name: 'STATISTIKY',
  rowKey: keys.skodovaUdalostStatistika,
  listKey: keys.statistikyList,
  counterKey: keys.statistikyRok,
  date: (e) => e.datumVznikuSkody,
  uuid: (e) => e.uuid,
  attributes: (e) =>
    clean({
      k: e.kod,
      c: e.casVznikuSkody,
      do: e.datumOznamenia,
      s: e.stav,
      pm: e.poskodenyMeno,
      pv: e.zaverecneStanovisko?.povodcaSkodyId,
      sop: e.uzemnePrislusnaSopId,
      la: e.lokalitaGpsSirka,
      lo: e.lokalitaGpsDlzka,
      sp: e.konanie?.sumaPriznanaVRozhodnuti,
      vv: e.vyskaSkodyVypocitana,
      dr: e.konanie?.datumVydaniaRozhodnutia,
      pid: e.poskodenyId,
      op: nonEmpty(OPATRENIE_DRUHY.filter((d) => (e.opatrenia?.[d]?.length ?? 0) > 0)),
      p: (e.predmetyStatistika ?? []).map(itemAttributes),
    }),
  projection: ['k', 'c', 'do', 's', 'pm', 'pv', 'sop', 'la', 'lo', 'sp', 'vv', 'dr', 'pid', 'op', 'p'],
  fromItem: (i, datumVznikuSkody, uuid) => ({
    uuid,
    kod: String(i.k),
    datumVznikuSkody,
    casVznikuSkody: i.c as string | undefined,
    datumOznamenia: String(i.do ?? ''),
    stav: i.s as SkodovaUdalostStav,
    poskodenyMeno: i.pm as string | undefined,
    povodcaSkodyId: i.pv as string | undefined,
    sopId: i.sop as string | undefined,
    lat: typeof i.la === 'number' ? i.la : undefined,
    lng: typeof i.lo === 'number' ? i.lo : undefined,
    sumaPriznana: typeof i.sp === 'number' ? i.sp : undefined,
    vyskaSkodyVypocitana: typeof i.vv === 'number' ? i.vv : undefined,
    datumRozhodnutia: i.dr as string | undefined,
    poskodenyId: i.pid as string | undefined,
    opatrenia: ((i.op as string[] | undefined) ?? []).filter((d): d is OpatrenieDruh => (OPATRENIE_DRUHY as readonly string[]).includes(d)),
    predmety: ((i.p as Record<string, unknown>[] | undefined) ?? []).map(itemFrom),
  }),
});

/** Item rows of a cached year array, kept while the machinery serves that very array. */
const flattened = new WeakMap<readonly StatistikaUdalostRow[], StatistikaPredmetRow[]>();
const flatten = (events: readonly StatistikaUdalostRow[]): StatistikaPredmetRow[] => {
  let rows = flattened.get(events);
  if (!rows) {
    rows = events.flatMap((udalost) => udalost.predmety.map((predmet) => ({ udalost, predmet })));
    flattened.set(events, rows);
  }
  return rows;
};

/** The item rows for functions/common/year-list.ts (allRows, pageRows): no trusted count per year. */
export const statistikaPredmety: YearRowsReader<StatistikaPredmetRow> = {
  name: 'STATISTIKY_PREDMETY',
  async counters(years) {
    const counters = await statistikaRows.counters(years);
    return new Map([...counters].map(([y, c]): [number, YearCounter] => [y, { v: c.v, t: c.t }]));
  },
  async rows(years, known) {
    return (await statistikaRows.rows(years, known)).map(flatten);
  },
};

