import { describe, expect, it } from 'vitest';
import { poRokoch, RETENCNE_LEHOTY_DEFAULT, retencneLehoty } from './retencia';

describe('retention periods', () => {
  it('take the defaults, and a whole number of years from the environment', () => {
    expect(retencneLehoty({})).toEqual(RETENCNE_LEHOTY_DEFAULT);
    expect(retencneLehoty({ RETENCIA_ROZHODNUTA_ROKY: '15', RETENCIA_OZNAMENIE_ROKY: '' })).toEqual({ ...RETENCNE_LEHOTY_DEFAULT, rozhodnutaRoky: 15 });
  });

  it('refuse a period that is not a whole number of years ≥ 1, naming the variable', () => {
    for (const bad of ['0', '-1', '2.5', 'desať']) expect(() => retencneLehoty({ RETENCIA_OZNAMENIE_ROKY: bad })).toThrow(`RETENCIA_OZNAMENIE_ROKY musí byť celý počet rokov (aspoň 1), nie '${bad}'.`);
  });

  it('count calendar years', () => {
    expect(poRokoch('2026-11-27T10:00:00.000Z', 10).toISOString()).toBe('2036-11-27T10:00:00.000Z');
  });
});
