/**
 * Expected payouts (pure arithmetic, no reads). A decided event gives one ratio awarded / computed
 * (the amount granted in the decision over the sum of its items' amounts); each of its cells
 * (item category × region of the item's place) takes that ratio once. A pending item's expected
 * payout is its amount × the median ratio of its cell, the range its amount × the 10th and the 90th
 * percentile. A cell with fewer than MIN_POCET ratios falls back to the category's ratios across all
 * regions, then to all ratios; with none at all the computed amount itself is the estimate (ratio 1).
 * Summing per-cell percentiles gives a wide range (every cell at its low or high end at once): it is a
 * spread of past outcomes, not a confidence interval.
 */
import type { ZdrojPomeru } from '@shared/api/statistiky-analyzy';

/** Fewer ratios than this in a cell and it borrows the wider level's. */
export const MIN_POCET = 5;
export const KVANTIL_DOLNY = 0.1;
export const KVANTIL_HORNY = 0.9;

/** Quantile of ascending values, linear between order statistics (R type 7, the spreadsheet's PERCENTILE). */
export function kvantil(vzostupne: readonly number[], q: number): number {
  if (!vzostupne.length) throw new Error('kvantil of no values');
  const h = (vzostupne.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, vzostupne.length - 1);
  return vzostupne[lo] + (h - lo) * (vzostupne[hi] - vzostupne[lo]);
}


export interface PomerBunky {
  /** How many decided events the ratios come from (at the level used). */
  pocet: number;
  median: number;
  dolny: number;
  horny: number;
  zdroj: ZdrojPomeru;
}

/** A damaged item as the estimate needs it. */
export interface PolozkaOdhadu {
  kategoria: string;
  /** Region (code-list uuid); '' without a place. */
  kraj: string;
  /** EUR. */
  suma: number;
}

/** A decided event: what was granted and its items. */
export interface RozhodnutaUdalost {
  priznane: number;
  polozky: readonly PolozkaOdhadu[];
}

const pomerZ = (hodnoty: number[], zdroj: ZdrojPomeru): PomerBunky => {
  const s = [...hodnoty].sort((a, b) => a - b);
  return { pocet: s.length, median: kvantil(s, 0.5), dolny: kvantil(s, KVANTIL_DOLNY), horny: kvantil(s, KVANTIL_HORNY), zdroj };
};

const cell = (kategoria: string, kraj: string) => `${kategoria}|${kraj}`;

/** The ratio lookup of a set of decided events: cell → category → all → 1. */
export function pomery(rozhodnute: readonly RozhodnutaUdalost[], minPocet = MIN_POCET): (kategoria: string, kraj: string) => PomerBunky {
  const bunky = new Map<string, number[]>();
  const kategorie = new Map<string, number[]>();
  const vsetky: number[] = [];
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const u of rozhodnute) {
    const vypocitane = u.polozky.reduce((s, p) => s + p.suma, 0);
    if (vypocitane <= 0) continue;
    const r = u.priznane / vypocitane;
    vsetky.push(r);
    for (const k of new Set(u.polozky.map((p) => cell(p.kategoria, p.kraj)))) push(bunky, k, r);
    for (const k of new Set(u.polozky.map((p) => p.kategoria))) push(kategorie, k, r);
  }
  const celkovo = vsetky.length ? pomerZ(vsetky, 'celkovo') : { pocet: 0, median: 1, dolny: 1, horny: 1, zdroj: 'ziadne' as const };
  const cache = new Map<string, PomerBunky>();
  return (kategoria, kraj) => {
    const k = cell(kategoria, kraj);
    let p = cache.get(k);
    if (!p) {
      const b = bunky.get(k) ?? [];
      const c = kategorie.get(kategoria) ?? [];
      p = b.length >= minPocet ? pomerZ(b, 'bunka') : c.length >= minPocet ? pomerZ(c, 'kategoria') : celkovo;
      cache.set(k, p);
    }
    return p;
  };
}

/** Cents of an amount × ratio (each item rounded to a cent before summing). */
export const centyOdhadu = (suma: number, pomer: number) => Math.round(suma * pomer * 100);

/** A decided event's granted amount split over its items in proportion to their amounts (cents; the rounding rest on the last item). */
export function rozdelPriznane(priznane: number, polozky: readonly PolozkaOdhadu[]): number[] {
  const celkom = Math.round(priznane * 100);
  const vahy = polozky.map((p) => Math.max(p.suma, 0));
  const spolu = vahy.reduce((s, v) => s + v, 0);
  if (!polozky.length) return [];
  const podiely = vahy.map((v) => (spolu > 0 ? Math.round((celkom * v) / spolu) : Math.round(celkom / polozky.length)));
  podiely[podiely.length - 1] += celkom - podiely.reduce((s, v) => s + v, 0);
  return podiely;
}
