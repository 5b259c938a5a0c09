import { describe, expect, it } from 'vitest';
import { validateUcinnostSearch } from './statistiky-search';
import { zmena } from './ucinnost-opatreni';

describe('zmena', () => {
  it('is the rounded percentage change of after against before, with a sign when it grew', () => {
    expect(zmena(4, 1)).toBe('-75 %');
    expect(zmena(3, 4)).toBe('+33 %');
    expect(zmena(2, 2)).toBe('0 %');
    expect(zmena(0, 0)).toBe('0 %');
    expect(zmena(0, 5)).toBe('–');
  });
});

describe('validateUcinnostSearch', () => {
  it('keeps a whole number of months from 1 to 60 and falls back to 12 otherwise', () => {
    expect(validateUcinnostSearch({ mesiace: '3' })).toEqual({ mesiace: 3 });
    expect(validateUcinnostSearch({ mesiace: 60 })).toEqual({ mesiace: 60 });
    for (const bad of [undefined, '0', '61', '1.5', 'x']) expect(validateUcinnostSearch({ mesiace: bad })).toEqual({ mesiace: 12 });
  });
});
