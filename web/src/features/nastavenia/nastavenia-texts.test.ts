import { describe, expect, it } from 'vitest';
import { pageNumbers, PAGER_TEXT } from '@web/components/pager';
import { formatTimestampSk } from '@web/lib/format';
import { organizacieKody } from './nastavenia-texts';

describe('settings list helpers', () => {
  it('shows up to 3 organisation codes, then "+ N" (spec part 1 §9)', () => {
    expect(organizacieKody([])).toBe('');
    expect(organizacieKody(['A', 'B', 'C'])).toBe('A, B, C');
    expect(organizacieKody(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C + 2');
  });

  it('formats the last synchronisation as dd.MM.yyyy | HH:mm in Slovak time, and rejects an invalid date', () => {
    expect(formatTimestampSk('2026-01-15T08:05:00.000Z')).toBe('15.01.2026 | 09:05');
    expect(formatTimestampSk('2026-07-01T22:30:00.000Z')).toBe('02.07.2026 | 00:30');
    expect(formatTimestampSk('nie-je-datum')).toBeNull();
  });

  it('writes the pager text of the spec and keeps first, last and neighbouring pages', () => {
    expect(PAGER_TEXT(21, 40, 99)).toBe('Zobrazených 21 - 40 z 99 záznamov');
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
