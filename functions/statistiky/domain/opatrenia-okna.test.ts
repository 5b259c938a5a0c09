import { describe, expect, it } from 'vitest';
import { oknoDatumu, porovnajOpatrenia, posunOMesiace, type UdalostNaMieste } from './opatrenia-okna';

describe('posunOMesiace', () => {
  it('moves by whole months and clamps a day past the month end', () => {
    expect(posunOMesiace('2024-03-15', 12)).toBe('2025-03-15');
    expect(posunOMesiace('2024-03-15', -12)).toBe('2023-03-15');
    expect(posunOMesiace('2024-01-31', 1)).toBe('2024-02-29');
    expect(posunOMesiace('2023-01-31', 1)).toBe('2023-02-28');
    expect(posunOMesiace('2024-02-29', -12)).toBe('2023-02-28');
    expect(posunOMesiace('2024-11-30', 3)).toBe('2025-02-28');
    expect(posunOMesiace('2024-01-10', -1)).toBe('2023-12-10');
  });
});

describe('oknoDatumu', () => {
  const d0 = '2024-06-15';
  it('puts the first day of the before-window in it and the anchor day in neither', () => {
    expect(oknoDatumu('2023-06-15', d0, 12)).toBe('pred');
    expect(oknoDatumu('2023-06-14', d0, 12)).toBeUndefined();
    expect(oknoDatumu('2024-06-14', d0, 12)).toBe('pred');
    expect(oknoDatumu('2024-06-15', d0, 12)).toBeUndefined();
  });
  it('puts the last day of the after-window in it and the day after outside', () => {
    expect(oknoDatumu('2024-06-16', d0, 12)).toBe('po');
    expect(oknoDatumu('2025-06-15', d0, 12)).toBe('po');
    expect(oknoDatumu('2025-06-16', d0, 12)).toBeUndefined();
    expect(oknoDatumu('2024-09-15', d0, 3)).toBe('po');
    expect(oknoDatumu('2024-09-16', d0, 3)).toBeUndefined();
  });
});

let n = 0;
const u = (o: Partial<UdalostNaMieste> & Pick<UdalostNaMieste, 'datum'>): UdalostNaMieste => ({
  udalostUuid: `u${String(++n).padStart(3, '0')}`,
  poskodenyId: 'P1',
  miesto: 'KU1',
  povodca: 'VLK',
  druhy: [],
  centy: 10000,
  ...o,
});

describe('porovnajOpatrenia', () => {
  it('dates a measure by the first event that records it and counts the same species before and after, day d0 in neither', () => {
    // P1/KU1: fences first recorded 2023-05-10 (wolf). Before-window [2022-05-10, 2023-05-10), after (2023-05-10, 2024-05-10].
    const rows = [
      u({ datum: '2022-05-09', centy: 99900 }), // one day too early
      u({ datum: '2022-05-10', centy: 20000 }), // before, first day
      u({ datum: '2023-01-01', centy: 30000 }), // before
      u({ datum: '2023-01-02', povodca: 'MEDVED', centy: 77700 }), // other species: not counted
      u({ datum: '2023-05-10', druhy: ['ochranneTechnickeZariadenia'], centy: 50000 }), // the anchor
      u({ datum: '2023-05-10', centy: 11100 }), // same day: neither window
      u({ datum: '2023-12-24', druhy: ['ochranneTechnickeZariadenia'], centy: 4000 }), // after (a later record of the same kind is no new anchor)
      u({ datum: '2024-05-10', centy: 1000 }), // after, last day
      u({ datum: '2024-05-11', centy: 88800 }), // one day too late
      u({ datum: '2023-06-01', miesto: 'KU2', centy: 55500 }), // another place of the same party: not this comparison
    ];
    expect(porovnajOpatrenia(rows, 12, '2026-01-01')).toEqual([
      { druh: 'ochranneTechnickeZariadenia', povodca: 'VLK', pocetPoskodenych: 1, pocetMiest: 1, udalostiPred: 2, udalostiPo: 2, centyPred: 50000, centyPo: 5000, neukoncene: 0 },
    ]);
  });

  it('counts parties and places separately, groups by kind and the anchor species, and keeps kinds in the spec order', () => {
    const rows = [
      u({ poskodenyId: 'P1', miesto: 'A', datum: '2020-03-01', druhy: ['straznePsy', 'pastieri'] }),
      u({ poskodenyId: 'P1', miesto: 'A', datum: '2020-02-01', centy: 1234 }),
      u({ poskodenyId: 'P1', miesto: 'B', datum: '2020-04-01', druhy: ['straznePsy'] }),
      u({ poskodenyId: 'P1', miesto: 'B', datum: '2020-05-01', centy: 500 }),
      u({ poskodenyId: 'P2', miesto: 'A', datum: '2020-04-01', druhy: ['straznePsy'], povodca: 'MEDVED' }),
    ];
    const r = porovnajOpatrenia(rows, 12, '2026-01-01');
    expect(r.map((s) => [s.druh, s.povodca, s.pocetPoskodenych, s.pocetMiest, s.udalostiPred, s.centyPred, s.udalostiPo, s.centyPo])).toEqual([
      ['pastieri', 'VLK', 1, 1, 1, 1234, 0, 0],
      ['straznePsy', 'MEDVED', 1, 1, 0, 0, 0, 0],
      ['straznePsy', 'VLK', 1, 2, 1, 1234, 1, 500],
    ]);
  });

  it('leaves out a place whose after-window has not ended and only counts it', () => {
    const rows = [u({ datum: '2025-03-01', druhy: ['pastieri'] }), u({ datum: '2025-01-01' }), u({ poskodenyId: 'P2', datum: '2024-02-29', druhy: ['pastieri'] })];
    // P1: window ends 2026-03-01 ≥ today → not compared; P2: ends 2025-02-28 < today → compared
    expect(porovnajOpatrenia(rows, 12, '2026-03-01')).toEqual([
      { druh: 'pastieri', povodca: 'VLK', pocetPoskodenych: 1, pocetMiest: 1, udalostiPred: 0, udalostiPo: 0, centyPred: 0, centyPo: 0, neukoncene: 1 },
    ]);
    expect(porovnajOpatrenia(rows, 12, '2026-03-02')[0]).toMatchObject({ pocetMiest: 2, udalostiPred: 1, neukoncene: 0 });
  });

  it('answers nothing for places without measures', () => {
    expect(porovnajOpatrenia([u({ datum: '2020-01-01' })], 12, '2026-01-01')).toEqual([]);
  });
});
