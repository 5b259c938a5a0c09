import { describe, expect, it } from 'vitest';
import { potlacitMaleSumy, type SumaSkupiny } from './skody-v-cislach';

const r = (pocetRozhodnutych: number, sumaPriznana: number): SumaSkupiny => ({ pocetRozhodnutych, sumaPriznana });

describe('potlacitMaleSumy', () => {
  it('hides the sums of 1 and 2 decisions, keeps 0 and 3 and more', () => {
    const rows = [r(0, 0), r(1, 1200), r(2, 800), r(3, 3000), r(7, 9100)];
    potlacitMaleSumy(rows, []);
    expect(rows.map((x) => x.sumaPriznana)).toEqual([0, null, null, 3000, 9100]);
  });

  it('hides a second row when a published total would give the only hidden one away', () => {
    // a year of 3 + 1 + 5 decisions: year total − 3000 − 5000 would be the single decision's sum
    const months = [r(3, 3000), r(1, 450), r(5, 5000), r(0, 0)];
    potlacitMaleSumy(months, [months]);
    expect(months.map((x) => x.sumaPriznana)).toEqual([null, null, 5000, 0]);
  });

  it('leaves a set with two hidden rows as it is: the difference is the sum of two decisions', () => {
    const months = [r(1, 450), r(2, 900), r(4, 4000)];
    potlacitMaleSumy(months, [months]);
    expect(months.map((x) => x.sumaPriznana)).toEqual([null, null, 4000]);
  });

  it('repeats until every set is safe: a row hidden for one margin can expose another', () => {
    // a 2×2 table of species × region with both margins published
    const a1 = r(1, 100);
    const a2 = r(4, 400);
    const b1 = r(3, 300);
    const b2 = r(6, 600);
    // rows (species): [a1, a2], [b1, b2]; columns (region): [a1, b1], [a2, b2]
    potlacitMaleSumy([a1, a2, b1, b2], [[a1, a2], [b1, b2], [a1, b1], [a2, b2]]);
    // a1 hidden → a2 (row a) and b1 (column 1) hidden → then row b and column 2 each have one: b2 too
    expect([a1, a2, b1, b2].map((x) => x.sumaPriznana)).toEqual([null, null, null, null]);
  });

  it('hides nothing in a set that has no other decided row to hide', () => {
    const months = [r(2, 900), r(0, 0)];
    potlacitMaleSumy(months, [months]);
    expect(months.map((x) => x.sumaPriznana)).toEqual([null, 0]);
  });
});
