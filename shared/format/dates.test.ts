import { describe, expect, it } from 'vitest';
import { formatDateSk, parseDateSk, todayIso } from './dates';

describe('dates', () => {
  it('takes today in Slovak time, not UTC', () => {
    expect(todayIso(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(todayIso(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
  it('formats and parses dd.MM.yyyy', () => {
    expect(formatDateSk('2026-01-05')).toBe('05.01.2026');
    expect(parseDateSk('5.1.2026')).toBe('2026-01-05');
    expect(parseDateSk('31.02.2026')).toBeNull();
    expect(parseDateSk('2026-01-05')).toBe('2026-01-05');
    expect(parseDateSk(' 2026-11-1 ')).toBe('2026-11-01');
    expect(parseDateSk('2026-02-30')).toBeNull();
    expect(parseDateSk('05/01/2026')).toBeNull();
  });
});
