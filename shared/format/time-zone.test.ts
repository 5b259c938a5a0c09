import { describe, expect, it } from 'vitest';
import { fileStampInZone, formatDateTimeInZone, formatInstantSk, isTimeZone, wallClockToInstant } from './time-zone';

describe('isTimeZone', () => {
  it('accepts IANA names the runtime knows', () => {
    for (const tz of ['Europe/Bratislava', 'America/New_York', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+2', 'Asia/Kolkata']) expect(isTimeZone(tz), tz).toBe(true);
  });
  it('refuses unknown names, offsets and junk', () => {
    for (const tz of ['Europe/Atlantis', '+01:00', 'GMT+1:00', '', 'Europe/', '../etc/passwd', 'Europe/Bratislava ', 'x'.repeat(80)]) expect(isTimeZone(tz), tz).toBe(false);
  });
});

describe('wallClockToInstant', () => {
  it('reads a Slovak wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(new Date(wallClockToInstant('2026-01-15T14:30')).toISOString()).toBe('2026-01-15T13:30:00.000Z');
    expect(new Date(wallClockToInstant('2026-07-15T14:30')).toISOString()).toBe('2026-07-15T12:30:00.000Z');
  });
  it('handles the days the clocks change', () => {
    // 29 March 2026 02:00 → 03:00: 03:30 exists and is UTC+2
    expect(new Date(wallClockToInstant('2026-03-29T03:30')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026 03:00 → 02:00: 01:30 is still UTC+2, 04:00 already UTC+1
    expect(new Date(wallClockToInstant('2026-10-25T01:30')).toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(new Date(wallClockToInstant('2026-10-25T04:00')).toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('formatDateTimeInZone', () => {
  it('keeps a date-only value as the calendar day', () => {
    expect(formatDateTimeInZone('2026-11-01', 'America/New_York')).toBe('01.11.2026');
  });
  it('shows a Slovak wall-clock time in the reader zone', () => {
    expect(formatDateTimeInZone('2026-11-01T08:15', 'Europe/Bratislava')).toBe('01.11.2026 08:15');
    expect(formatDateTimeInZone('2026-11-01T08:15', 'America/New_York')).toBe('01.11.2026 02:15');
    expect(formatDateTimeInZone('2026-11-01T00:15', 'UTC')).toBe('31.10.2026 23:15');
  });
  it('converts an instant', () => {
    expect(formatDateTimeInZone('2026-06-30T22:05:00.000Z', 'Europe/Bratislava')).toBe('01.07.2026 00:05');
    expect(formatInstantSk('2026-06-30T22:05:00.000Z', 'Asia/Kolkata')).toBe('01.07.2026 03:35');
    expect(formatDateTimeInZone(undefined, 'UTC')).toBe('');
  });
});

describe('fileStampInZone', () => {
  it('names a file by the reader’s day (and minute), not the server’s', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(fileStampInZone(lateEvening, 'Europe/Bratislava', false)).toBe('2026-11-24');
    expect(fileStampInZone(lateEvening, 'America/New_York', false)).toBe('2026-11-23');
    expect(fileStampInZone(lateEvening, 'Europe/Bratislava', true)).toBe('2026-11-24-0030');
  });
});
