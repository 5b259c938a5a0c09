import { describe, expect, it } from 'vitest';
import { formatGpsPairSk, formatGpsSk, parseGpsSk } from './gps';

describe('GPS in the Slovak format', () => {
  it('shows a decimal comma with at most 7 decimals', () => {
    expect(formatGpsSk(48.7302159)).toBe('48,7302159');
    expect(formatGpsSk(19.456986249)).toBe('19,4569862');
    expect(formatGpsSk(48)).toBe('48');
    expect(formatGpsSk(undefined)).toBe('');
    expect(formatGpsPairSk(48.73, 19.45)).toBe('48,73; 19,45');
    expect(formatGpsPairSk(48.73, undefined)).toBe('');
  });
  it('accepts a comma or a point when typed', () => {
    expect(parseGpsSk(' 48,7302159 ')).toBe(48.7302159);
    expect(parseGpsSk('48.7302159')).toBe(48.7302159);
    expect(parseGpsSk('-0,5')).toBe(-0.5);
    expect(parseGpsSk('')).toBeNull();
    expect(parseGpsSk('48,7,3')).toBeNaN();
    expect(parseGpsSk('abc')).toBeNaN();
  });
});
