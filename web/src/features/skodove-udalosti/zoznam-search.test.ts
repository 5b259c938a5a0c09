import { describe, expect, it } from 'vitest';
import { filterOf, isFiltered, normalizeSearch, SKODOVE_UDALOSTI_SEARCH_DEFAULTS, skodoveUdalostiSearchSchema } from './zoznam-search';

const U = '1B4E28BA-2FA1-41D2-883F-0016D3CCA427';

describe('damage-event list URL state', () => {
  it('falls back to the defaults for malformed values, drops unknown categories and bad UUIDs, cuts the text to 255', () => {
    const s = skodoveUdalostiSearchSchema.parse({
      page: '0',
      sortBy: 'heslo',
      sortDirection: 'hore',
      from: '2020-02-31',
      to: '2999-01-01',
      predmetSkody: 'KONE,OVCE,OVCE',
      okres: `zle,${U}`,
      withoutOkres: 'ano',
      poTermine: 'true',
      poskodeny: `  ${'x'.repeat(300)} `,
    });
    expect(s).toEqual({ ...SKODOVE_UDALOSTI_SEARCH_DEFAULTS, predmetSkody: 'OVCE', okres: U.toLowerCase(), poTermine: true, poskodeny: 'x'.repeat(255) });
    expect(SKODOVE_UDALOSTI_SEARCH_DEFAULTS).toMatchObject({ page: 1, sortBy: 'datumACasVznikuSkody', sortDirection: 'DESC' });
  });

  it('builds the request filter: lists, their "without" options, the text and po termíne; a later from is dropped', () => {
    const s = skodoveUdalostiSearchSchema.parse({ from: '2024-01-01', predmetSkody: ['OVCE', 'KOZY'], withoutPovodcaSkody: 'true', uzemnePrislusnePracovisko: U, poskodeny: ' Ľubo ' });
    expect(filterOf(s)).toEqual({
      from: '2024-01-01',
      predmetSkody: ['OVCE', 'KOZY'],
      withoutPovodcaSkody: true,
      uzemnePrislusnePracovisko: [U.toLowerCase()],
      poskodeny: 'Ľubo',
    });
    expect(isFiltered(SKODOVE_UDALOSTI_SEARCH_DEFAULTS)).toBe(false);
    expect(isFiltered({ ...SKODOVE_UDALOSTI_SEARCH_DEFAULTS, poTermine: true })).toBe(true);
    expect(normalizeSearch({ ...s, to: '2023-01-01' }).from).toBeUndefined();
  });
});
