import { describe, expect, it } from 'vitest';
import { filterOf, limitTags, normalizeSearch, OZNAMENIA_SEARCH_DEFAULTS, oznameniaSearchSchema, summaryLabel } from './oznamenia-search';

describe('notification list URL state', () => {
  it('falls back to the defaults for malformed values and drops unknown states and bad UUIDs', () => {
    const s = oznameniaSearchSchema.parse({
      page: '-3',
      sortBy: 'heslo',
      sortDirection: 'up',
      from: '2020-02-31',
      to: '2999-01-01',
      states: 'NOVE_WEB,NEZNAMY,PRIRADENE',
      uzemnePrislusnePracovisko: 'zle,1B4E28BA-2FA1-41D2-883F-0016D3CCA427',
      withoutUzemnePrislusnePracovisko: 'ano',
      poskodeny: `  ${'x'.repeat(300)}  `,
    });
    expect(s).toEqual({
      ...OZNAMENIA_SEARCH_DEFAULTS,
      states: 'NOVE_WEB,PRIRADENE',
      uzemnePrislusnePracovisko: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      poskodeny: 'x'.repeat(255),
    });
    expect(OZNAMENIA_SEARCH_DEFAULTS).toMatchObject({ page: 1, sortBy: 'datumOznamenia', sortDirection: 'DESC' });
  });

  it('builds the request filter with the injured-party words', () => {
    const s = oznameniaSearchSchema.parse({ from: '2024-01-01', poskodeny: ' Ľubo  Šťastný ', withoutUzemnePrislusnePracovisko: 'true' });
    expect(filterOf(s)).toEqual({ from: '2024-01-01', withoutUzemnePrislusnePracovisko: true, poskodenySearchTokens: ['Ľubo', 'Šťastný'] });
    expect(filterOf(oznameniaSearchSchema.parse({ states: ['ZRUSENE', 'V_RIESENI'] }))).toEqual({ states: ['ZRUSENE', 'V_RIESENI'] });
    expect(normalizeSearch({ ...s, to: '2023-01-01' }).from).toBeUndefined();
  });

  it('labels the summary and limits the tags to 3 plus "+ N"', () => {
    expect(summaryLabel([], 6)).toBe('Všetky');
    expect(summaryLabel(['a', 'b', 'c', 'd', 'e', 'f'], 6)).toBe('Všetky');
    expect(summaryLabel(['NOVÉ-WEB'], 6)).toBe('NOVÉ-WEB');
    expect(summaryLabel(['a', 'b', 'c', 'd'], 6)).toBe('4 položky');
    expect(summaryLabel(['a', 'b', 'c', 'd', 'e'], 6)).toBe('5 položiek');
    const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ key: String(i), label: String(i) }));
    expect(limitTags(tags(4)).map((t) => t.label)).toEqual(['0', '1', '2', '3']);
    expect(limitTags(tags(6)).map((t) => t.label)).toEqual(['0', '1', '2', '+ 3 ďalších hodnôt']);
  });
});
