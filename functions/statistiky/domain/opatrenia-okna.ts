/**
 * Before/after comparison of preventive measures (pure arithmetic, no reads). A measure has no date
 * of its own: it is recorded on a damage event as the protection in place when that damage happened.
 * So a measure kind at a place (injured party + cadastral area of the damaged items) is dated by the
 * FIRST event there that records it (the anchor, day d0), and the place's damage by the anchor's
 * species is compared in the N months before d0 ([d0 − N months, d0)) with the N months after
 * ((d0, d0 + N months]). The day d0 itself – the anchor and any event on the same day – is in neither
 * window: the anchor is the damage that got the measure recorded, counting it on either side would
 * tilt the comparison. A place whose after-window has not ended yet is left out of the comparison
 * and only counted (a window cut short would show less damage after the measure).
 */
import { OPATRENIE_DRUHY, type OpatrenieDruh } from '@shared/domain/opatrenie';

/** yyyy-MM-dd moved by `months` (negative: back); a day past the target month's end falls on its last day. */
export function posunOMesiace(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The windows of the anchor day d0: before is [od, d0), after is (d0, do]. */
export const oknaDna = (d0: string, mesiace: number) => ({ od: posunOMesiace(d0, -mesiace), do: posunOMesiace(d0, mesiace) });

/** Which window of the anchor day d0 a damage date falls in, if any. */
export function oknoDatumu(datum: string, d0: string, mesiace: number, okna = oknaDna(d0, mesiace)): 'pred' | 'po' | undefined {
  const d = datum.slice(0, 10);
  if (d < d0 && d >= okna.od) return 'pred';
  if (d > d0 && d <= okna.do) return 'po';
  return undefined;
}

/** One damage event at one place (an event with items in two cadastral areas is two places). */
export interface UdalostNaMieste {
  udalostUuid: string;
  /** yyyy-MM-dd */
  datum: string;
  poskodenyId: string;
  /** Cadastral area (code-list uuid) of the event's items there; '' for items without a place. */
  miesto: string;
  /** The final statement's pôvodca; '' when not determined. */
  povodca: string;
  /** Kinds of measure recorded on the event. */
  druhy: readonly OpatrenieDruh[];
  /** EUR of the event's items at this place, in cents. */
  centy: number;
}

/** One line of the comparison: a kind of measure and the species of its anchors. */
export interface PorovnanieSkupiny {
  druh: OpatrenieDruh;
  povodca: string;
  /** Distinct injured parties and places the comparison rests on (complete windows only). */
  pocetPoskodenych: number;
  pocetMiest: number;
  udalostiPred: number;
  udalostiPo: number;
  centyPred: number;
  centyPo: number;
  /** Places with this measure whose after-window has not ended by `dnes` (not compared). */
  neukoncene: number;
}

const byDate = (a: UdalostNaMieste, b: UdalostNaMieste) => (a.datum < b.datum ? -1 : a.datum > b.datum ? 1 : a.udalostUuid < b.udalostUuid ? -1 : a.udalostUuid > b.udalostUuid ? 1 : 0);

/** The comparison of every kind and species, ordered by kind (spec order) then species key. */
export function porovnajOpatrenia(udalosti: readonly UdalostNaMieste[], mesiace: number, dnes: string): PorovnanieSkupiny[] {
  const kluc = (u: UdalostNaMieste) => `${u.poskodenyId}|${u.miesto}`;
  // only places with a measure are compared: the others are never grouped (most events have none)
  const sOpatrenim = new Set(udalosti.filter((u) => u.druhy.length > 0).map(kluc));
  const miesta = new Map<string, UdalostNaMieste[]>();
  for (const u of udalosti) {
    const k = kluc(u);
    if (!sOpatrenim.has(k)) continue;
    const list = miesta.get(k);
    if (list) list.push(u);
    else miesta.set(k, [u]);
  }
  const skupiny = new Map<string, PorovnanieSkupiny & { poskodeni: Set<string> }>();
  for (const list of miesta.values()) {
    list.sort(byDate);
    for (const druh of OPATRENIE_DRUHY) {
      const anchor = list.find((u) => u.druhy.includes(druh));
      if (!anchor) continue;
      const key = `${druh}|${anchor.povodca}`;
      let s = skupiny.get(key);
      if (!s) {
        s = { druh, povodca: anchor.povodca, pocetPoskodenych: 0, pocetMiest: 0, udalostiPred: 0, udalostiPo: 0, centyPred: 0, centyPo: 0, neukoncene: 0, poskodeni: new Set() };
        skupiny.set(key, s);
      }
      const okna = oknaDna(anchor.datum, mesiace);
      if (okna.do >= dnes) {
        s.neukoncene++;
        continue;
      }
      s.pocetMiest++;
      s.poskodeni.add(anchor.poskodenyId);
      for (const u of list) {
        if (u.povodca !== anchor.povodca) continue;
        const okno = oknoDatumu(u.datum, anchor.datum, mesiace, okna);
        if (okno === 'pred') {
          s.udalostiPred++;
          s.centyPred += u.centy;
        } else if (okno === 'po') {
          s.udalostiPo++;
          s.centyPo += u.centy;
        }
      }
    }
  }
  return [...skupiny.values()]
    .map(({ poskodeni, ...s }) => ({ ...s, pocetPoskodenych: poskodeni.size }))
    .sort((a, b) => OPATRENIE_DRUHY.indexOf(a.druh) - OPATRENIE_DRUHY.indexOf(b.druh) || (a.povodca < b.povodca ? -1 : a.povodca > b.povodca ? 1 : 0));
}
