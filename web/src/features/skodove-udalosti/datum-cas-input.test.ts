import { describe, expect, it } from 'vitest';
import { CASY_15_MIN, maxCas, orezatCas } from './datum-cas-input';

// 10:07 on 23 Nov 2026 in Bratislava (UTC+1)
const NOW = new Date('2026-11-23T09:07:00Z');

describe('the 15-minute time picker (spec part 2 §5)', () => {
  it('offers every 15-minute step of a day as HH:mm', () => {
    expect(CASY_15_MIN).toHaveLength(96);
    expect(CASY_15_MIN.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(CASY_15_MIN.at(-1)).toBe('23:45');
  });

  it('ends today at the current Slovak time rounded down to its step, other days at 23:45', () => {
    expect(maxCas('2026-11-23', NOW)).toBe('10:00');
    expect(maxCas('2026-11-22', NOW)).toBe('23:45');
    expect(maxCas(null, NOW)).toBe('23:45');
    // summer time: 21:59 UTC on 30 June is 23:59 in Bratislava
    expect(maxCas('2026-06-30', new Date('2026-06-30T21:59:00Z'))).toBe('23:45');
    expect(maxCas('2026-07-01', new Date('2026-06-30T22:20:00Z'))).toBe('00:15');
  });

  it('cuts a later time back to the maximum when the date becomes today; keeps an empty or earlier time', () => {
    expect(orezatCas('23.11.2026', '23:45', NOW)).toBe('10:00');
    expect(orezatCas('23.11.2026', '09:45', NOW)).toBe('09:45');
    expect(orezatCas('22.11.2026', '23:45', NOW)).toBe('23:45');
    expect(orezatCas('23.11.2026', '', NOW)).toBe('');
  });
});
