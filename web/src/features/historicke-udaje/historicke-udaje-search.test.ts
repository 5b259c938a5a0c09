import { describe, expect, it } from 'vitest';
import {
  chosenOf,
  encodeChosen,
  filterOf,
  HISTORICKE_UDAJE_SEARCH_DEFAULTS,
  type HistoriaChoiceIds,
  isFiltered,
  validateHistorickeUdajeSearch,
} from './historicke-udaje-search';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const ids: HistoriaChoiceIds = { povodcaSkody: [A, B, C], predmetSkody: [A], okres: [], katastralneUzemie: [B, C], polovnyRevir: [C] };
const parse = (raw: Record<string, unknown>) => validateHistorickeUdajeSearch.parse(raw);

describe('historical filter URL state', () => {
  it('defaults to every choice checked and every without option on, which sends no restriction', () => {
    expect(HISTORICKE_UDAJE_SEARCH_DEFAULTS).toMatchObject({ page: 1, sortBy: 'datumVznikuSkody', sortDirection: 'DESC', povodcaSkody: undefined, withoutPovodcaSkody: true });
    expect(filterOf(HISTORICKE_UDAJE_SEARCH_DEFAULTS, ids)).toEqual({});
    expect(isFiltered(HISTORICKE_UDAJE_SEARCH_DEFAULTS)).toBe(false);
  });

  it('keeps a narrowed list the shorter way and sends the checked uuids', () => {
    expect(encodeChosen([A, B, C], [A, B, C])).toBeUndefined();
    expect(encodeChosen([A], [A, B, C])).toBe(A);
    expect(encodeChosen([A, B], [A, B, C])).toBe(`!${C}`);
    expect(encodeChosen([], [A, B, C])).toBe('');
    expect(chosenOf(`!${C}`, [A, B, C])).toEqual([A, B]);
    expect(chosenOf('', [A, B, C])).toEqual([]);
    const s = parse({ povodcaSkody: `!${C}`, withoutKatastralneUzemie: 'false' });
    expect(filterOf(s, ids)).toEqual({ povodcaSkody: [A, B], withoutPovodcaSkody: true, katastralneUzemie: [B, C], withoutKatastralneUzemie: false });
    expect(isFiltered(s)).toBe(true);
  });

  it('falls back to the defaults for malformed values; drops an inverted range; cuts the text to 255', () => {
    const s = parse({ page: 'abc', povodcaSkody: 'zle', okres: '!', withoutOkres: 'ano', sortBy: 'heslo', from: '2020-02-31', poskodeny: ` ${'x'.repeat(300)} ` });
    expect(s).toMatchObject({ page: 1, povodcaSkody: undefined, okres: undefined, withoutOkres: true, sortBy: 'datumVznikuSkody', from: undefined });
    expect(s.poskodeny).toHaveLength(255);
    expect(parse({ povodcaSkody: `${A.toUpperCase()},zle,${A}` }).povodcaSkody).toBe(A);
    expect(parse({ from: '2020-02-01', to: '2020-01-01' })).toMatchObject({ from: undefined, to: '2020-01-01' });
  });
});
