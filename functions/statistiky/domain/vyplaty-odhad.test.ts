import { describe, expect, it } from 'vitest';
import { centyOdhadu, kvantil, pomery, type RozhodnutaUdalost, rozdelPriznane } from './vyplaty-odhad';

describe('kvantil', () => {
  it('interpolates linearly between order statistics', () => {
    const v = [0.2, 0.5, 0.6, 0.8, 1.0];
    expect(kvantil(v, 0.5)).toBe(0.6);
    // h = 4 × 0.1 = 0.4 → 0.2 + 0.4 × 0.3 = 0.32
    expect(kvantil(v, 0.1)).toBeCloseTo(0.32, 10);
    // h = 3.6 → 0.8 + 0.6 × 0.2 = 0.92
    expect(kvantil(v, 0.9)).toBeCloseTo(0.92, 10);
    expect(kvantil([0.7], 0.9)).toBe(0.7);
    expect(kvantil([0.4, 0.6], 0.5)).toBeCloseTo(0.5, 10);
  });
});

/** A decided event with one item of 100 EUR awarded `r` × 100. */
const one = (r: number, kategoria = 'OVCE', kraj = 'K1'): RozhodnutaUdalost => ({ priznane: r * 100, polozky: [{ kategoria, kraj, suma: 100 }] });

describe('pomery', () => {
  it('uses the cell when it has enough decided events', () => {
    const p = pomery([0.2, 0.5, 0.6, 0.8, 1.0].map((r) => one(r)), 5)('OVCE', 'K1');
    expect(p.zdroj).toBe('bunka');
    expect(p.pocet).toBe(5);
    expect(p.median).toBeCloseTo(0.6, 10);
    expect(p.dolny).toBeCloseTo(0.32, 10);
    expect(p.horny).toBeCloseTo(0.92, 10);
  });

  it('falls back to the category across regions, then to all ratios, then to ratio 1', () => {
    const decided = [...[0.5, 0.5, 0.5].map((r) => one(r, 'OVCE', 'K1')), ...[1, 1].map((r) => one(r, 'OVCE', 'K2')), one(0.1, 'KOZY', 'K1')];
    const lookup = pomery(decided, 5);
    // OVCE/K1 has 3 < 5 → OVCE everywhere: 0.5 0.5 0.5 1 1
    expect(lookup('OVCE', 'K1')).toMatchObject({ zdroj: 'kategoria', pocet: 5, median: 0.5 });
    // KOZY has 1 → all six: 0.1 0.5 0.5 0.5 1 1, median 0.5
    expect(lookup('KOZY', 'K1')).toMatchObject({ zdroj: 'celkovo', pocet: 6, median: 0.5 });
    expect(lookup('VCELSTVA', '')).toMatchObject({ zdroj: 'celkovo', pocet: 6 });
    expect(pomery([], 5)('OVCE', 'K1')).toEqual({ pocet: 0, median: 1, dolny: 1, horny: 1, zdroj: 'ziadne' });
  });

  it('takes an event’s ratio over all its items once per cell, and skips events computed at zero', () => {
    const e: RozhodnutaUdalost = {
      priznane: 150,
      polozky: [
        { kategoria: 'OVCE', kraj: 'K1', suma: 100 },
        { kategoria: 'OVCE', kraj: 'K1', suma: 50 },
        { kategoria: 'KOZY', kraj: 'K1', suma: 150 },
      ],
    };
    const lookup = pomery([e, { priznane: 10, polozky: [{ kategoria: 'OVCE', kraj: 'K1', suma: 0 }] }], 1);
    // 150 / 300 = 0.5 in both cells, counted once in OVCE/K1
    expect(lookup('OVCE', 'K1')).toMatchObject({ zdroj: 'bunka', pocet: 1, median: 0.5 });
    expect(lookup('KOZY', 'K1')).toMatchObject({ zdroj: 'bunka', pocet: 1, median: 0.5 });
  });
});

describe('centyOdhadu and rozdelPriznane', () => {
  it('rounds an item’s estimate to a cent', () => {
    expect(centyOdhadu(333.33, 0.32)).toBe(10667); // 106.6656
    expect(centyOdhadu(100, 1)).toBe(10000);
  });
  it('splits a granted amount by item amounts, the rounding rest on the last item', () => {
    expect(rozdelPriznane(100, [{ kategoria: 'A', kraj: '', suma: 1 }, { kategoria: 'B', kraj: '', suma: 1 }, { kategoria: 'C', kraj: '', suma: 1 }])).toEqual([3333, 3333, 3334]);
    expect(rozdelPriznane(90, [{ kategoria: 'A', kraj: '', suma: 200 }, { kategoria: 'B', kraj: '', suma: 100 }])).toEqual([6000, 3000]);
    expect(rozdelPriznane(50, [{ kategoria: 'A', kraj: '', suma: 0 }, { kategoria: 'B', kraj: '', suma: 0 }])).toEqual([2500, 2500]);
    expect(rozdelPriznane(50, [])).toEqual([]);
  });
});
