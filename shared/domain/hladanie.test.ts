import { describe, expect, it } from 'vitest';
import { normalizeSearch, searchTokens } from './hladanie';

describe('search normalisation', () => {
  it('drops diacritics and case: "Ľubomír ŠŤASTNÝ" → "lubomir stastny"', () => {
    expect(normalizeSearch('Ľubomír ŠŤASTNÝ')).toBe('lubomir stastny');
    expect(normalizeSearch('Ďumbier, Čertovica – Ôsmy ľad')).toBe('dumbier certovica osmy lad');
  });

  it('splits on any whitespace and punctuation, keeps digits (IČO)', () => {
    expect(normalizeSearch('  Agro\tČierny-Balog, s.r.o.  36700123 ')).toBe('agro cierny balog s r o 36700123');
  });

  it('gives distinct tokens, longest first', () => {
    expect(searchTokens('ján Jan novák 316')).toEqual(['novak', 'jan', '316']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
