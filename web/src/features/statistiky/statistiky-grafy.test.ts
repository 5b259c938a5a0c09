import { describe, expect, it } from 'vitest';
import type { GrafBod } from '@shared/api/statistiky';
import { suhrnBodov } from './statistiky-grafy';

const bod = (label: string, pocetPredmetov: number, suma: number): GrafBod => ({ kluc: label, label, pocetPredmetov, pocetSkodovychUdalosti: pocetPredmetov, suma });

describe("a chart's text alternative (role img label)", () => {
  it('names the totals, the category with the most items and the one with the highest amount', () => {
    const text = suhrnBodov('Škody podľa pôvodcu', [bod('vlk dravý', 5, 300), bod('medveď hnedý', 2, 1234.5), bod('Neurčený', 0, 0)]);
    expect(text).toBe(
      'Škody podľa pôvodcu: spolu 7 predmetov za 1\u00a0534,50 EUR. Najviac predmetov: vlk dravý (5), najvyššia suma: medveď hnedý (1\u00a0234,50 EUR). Údaje sú v tabuľke pod grafom.',
    );
  });

  it('says there are no data when no item matches', () => {
    expect(suhrnBodov('Škody medziročne', [bod('2025', 0, 0)])).toBe('Škody medziročne: žiadne údaje.');
    expect(suhrnBodov('Škody medziročne', [])).toBe('Škody medziročne: žiadne údaje.');
  });
});
