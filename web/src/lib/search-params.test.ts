import { describe, expect, it } from 'vitest';
import { anyTextParam, boolParam, commaList, dayParam, enumParam, pageParam, searchValidator, sortDirectionParam, textParam, uuidList } from './search-params';

const U = '1B4E28BA-2FA1-41D2-883F-0016D3CCA427';

describe('URL search validators (malformed values fall back to the defaults, spec part 1 §5)', () => {
  it('reads the page as a whole number ≥ 1, else the first page', () => {
    const page = pageParam();
    expect([undefined, '', '0', '-3', '2.5', 'abc', null, Number.NaN, Number.POSITIVE_INFINITY, 1e20, {}].map(page)).toEqual(Array(11).fill(1));
    expect([3, '7', ' 12 '].map(page)).toEqual([3, 7, 12]);
  });

  it('keeps a listed value, else the default', () => {
    expect(enumParam(['a', 'b'] as const, 'a')('b')).toBe('b');
    expect(['c', 1, undefined, ['b']].map(enumParam(['a', 'b'] as const, 'a'))).toEqual(['a', 'a', 'a', 'a']);
    expect(sortDirectionParam('DESC')('ASC')).toBe('ASC');
    expect(sortDirectionParam('DESC')('asc')).toBe('DESC');
  });

  it('accepts real days up to today only', () => {
    expect(dayParam()('2024-02-29')).toBe('2024-02-29');
    expect(['2023-02-29', '2999-01-01', '2024-1-1', 20240101, undefined].map(dayParam())).toEqual(Array(5).fill(undefined));
  });

  it('keeps the valid, trimmed, distinct members of a comma list or array; anything else is empty', () => {
    const list = commaList((v) => ['A', 'B'].includes(v));
    expect(list(' A ,X,B,A')).toBe('A,B');
    expect(list(['B', 'A', 'C'])).toBe('B,A');
    expect([5, ['A', 5], true, undefined].map(list)).toEqual(['', '', '', '']);
    expect(uuidList()(`zle,${U}`)).toBe(U.toLowerCase());
  });

  it('reads true/false; anything else is false', () => {
    expect([true, 'true'].map(boolParam())).toEqual([true, true]);
    expect([false, 'false', 'ano', 1, undefined].map(boolParam())).toEqual(Array(5).fill(false));
  });

  it('trims texts and cuts them to 255; a non-text is empty', () => {
    expect(textParam()(`  ${'x'.repeat(300)} `)).toBe('x'.repeat(255));
    expect([123, undefined, null].map(textParam())).toEqual(['', '', '']);
  });

  it('reads any present value as text (a numeric IČO), cut or dropped when too long', () => {
    expect(anyTextParam(255, 'cut')(12345678)).toBe('12345678');
    expect(anyTextParam(3, 'cut')(' abcd ')).toBe('abc');
    expect(anyTextParam(8, 'drop')(' 123456789 ')).toBeUndefined();
    expect(anyTextParam(8, 'drop')(' 1234 ')).toBe('1234');
    expect(anyTextParam(8, 'cut')(undefined)).toBeUndefined();
  });

  it('validates a search object: declared keys only, missing ones at their defaults, then the normalisation', () => {
    const v = searchValidator({ page: pageParam(), from: dayParam(), hladat: textParam() }, (s) => ({ ...s, hladat: s.hladat.toUpperCase() }));
    expect(v.parse({ page: '2', extra: 'x', hladat: ' ab ' })).toEqual({ page: 2, hladat: 'AB' });
    // an invalid optional key is present as undefined: the router merges the result over the raw search
    const bad = v.parse({ from: '2020-02-31' });
    expect('from' in bad && bad.from === undefined).toBe(true);
  });
});
