import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  filterOf,
  filterSearch,
  isFiltered,
  normalizeStatistikySearch,
  STATISTIKY_SEARCH_DEFAULTS,
  statistikySearchSchema,
  validateStatistikySearch,
  zaciatokRoka,
} from './statistiky-search';
import { todayIso } from '@shared/format/dates';

const U = '1B4E28BA-2FA1-41D2-883F-0016D3CCA427';

describe('statistics URL state (spec part 1 §3 Statistics filter, §5, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('defaults: from 1 January of the current year (in Slovakia), first page, date descending', () => {
    expect(STATISTIKY_SEARCH_DEFAULTS).toMatchObject({ from: `${todayIso().slice(0, 4)}-01-01`, page: 1, sortBy: 'datumACasVznikuSkody', sortDirection: 'DESC' });
    expect(filterOf(STATISTIKY_SEARCH_DEFAULTS)).toEqual({ from: zaciatokRoka() });
  });

  it('1 January follows the Slovak calendar at the turn of the year', () => {
    // 31.12.2025 23:30 UTC is already 1.1.2026 in Bratislava
    expect(zaciatokRoka(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    vi.useFakeTimers({ now: new Date('2027-06-15T10:00:00Z') });
    expect(statistikySearchSchema.parse({}).from).toBe('2027-01-01');
  });

  it('a cleared from is the empty value, kept apart from the absent (default) one, and sends no from', () => {
    const cleared = validateStatistikySearch.parse({ from: '' });
    expect(cleared.from).toBe('');
    expect(cleared).not.toEqual(STATISTIKY_SEARCH_DEFAULTS);
    expect(filterOf(cleared)).toEqual({});
    expect(isFiltered(cleared)).toBe(false);
    expect(isFiltered(STATISTIKY_SEARCH_DEFAULTS)).toBe(true);
  });

  it('falls back to the defaults for malformed values, drops unknown categories and bad UUIDs, cuts the text to 255', () => {
    const s = statistikySearchSchema.parse({
      page: '-3',
      sortBy: 'kataster',
      sortDirection: 'dole',
      from: '2024-02-30',
      to: '2999-01-01',
      predmetSkody: 'KONE,OVCE,OVCE',
      okres: `zle,${U}`,
      withoutOkres: 'ano',
      withoutKatastralneUzemie: 'true',
      poskodeny: `  ${'x'.repeat(300)} `,
      poTermine: 'true',
    });
    expect(s).toEqual({ ...STATISTIKY_SEARCH_DEFAULTS, predmetSkody: 'OVCE', okres: U.toLowerCase(), withoutKatastralneUzemie: true, poskodeny: 'x'.repeat(255) });
  });

  it('builds the request body: the range, every list with its without option, the text', () => {
    const s = validateStatistikySearch.parse({
      from: '2024-01-01',
      to: '2024-12-31',
      predmetSkody: ['OVCE', 'KOZY'],
      withoutPredmetSkody: true,
      povodcaSkody: U,
      withoutPovodcaSkody: 'true',
      uzemnePrislusnePracovisko: U,
      withoutUzemnePrislusnePracovisko: true,
      okres: U,
      katastralneUzemie: U,
      withoutKatastralneUzemie: true,
      poskodeny: ' Ľubo Nový ',
      page: '3',
      sortBy: 'vyskaSkodyZaPredmet',
      sortDirection: 'ASC',
    });
    const u = U.toLowerCase();
    expect(filterOf(s)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      predmetSkody: ['OVCE', 'KOZY'],
      withoutPredmetSkody: true,
      povodcaSkody: [u],
      withoutPovodcaSkody: true,
      uzemnePrislusnePracovisko: [u],
      withoutUzemnePrislusnePracovisko: true,
      okres: [u],
      katastralneUzemie: [u],
      withoutKatastralneUzemie: true,
      poskodeny: 'Ľubo Nový',
    });
    expect(s).toMatchObject({ page: 3, sortBy: 'vyskaSkodyZaPredmet', sortDirection: 'ASC' });
    expect(filterSearch(s)).not.toHaveProperty('page');
    expect(filterSearch(s)).not.toHaveProperty('sortBy');
    expect(filterSearch(s)).toMatchObject({ from: '2024-01-01', poskodeny: 'Ľubo Nový' });
  });

  it('an inverted range clears from (also the default 1 January with a to of an earlier year)', () => {
    expect(validateStatistikySearch.parse({ to: '2020-05-01' })).toMatchObject({ from: '', to: '2020-05-01' });
    expect(normalizeStatistikySearch({ ...STATISTIKY_SEARCH_DEFAULTS, from: '2021-01-01', to: '2020-01-01' }).from).toBe('');
    expect(validateStatistikySearch.parse({ from: '2020-01-01', to: '2020-05-01' }).from).toBe('2020-01-01');
  });
});
