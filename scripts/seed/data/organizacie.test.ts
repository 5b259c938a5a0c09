import { describe, expect, it } from 'vitest';
import { ORGANIZACIA_TYPY } from '@shared/domain/organizacia';
import { KOD_MINISTERSTVO, KOD_RIADITELSTVO, ORGANIZACIE } from './organizacie';

describe('organisation seed data', () => {
  it('has the expected counts per type', () => {
    const count = (typ: string) => ORGANIZACIE.filter((o) => o.typ === typ).length;
    expect(count('MZP')).toBe(1);
    expect(count('OU')).toBe(72);
    expect(count('SOP')).toBe(26);
    for (const o of ORGANIZACIE) expect(ORGANIZACIA_TYPY).toContain(o.typ);
  });

  it('has unique codes and names within the 255-character limit', () => {
    expect(new Set(ORGANIZACIE.map((o) => o.kod)).size).toBe(ORGANIZACIE.length);
    expect(new Set(ORGANIZACIE.map((o) => o.nazov)).size).toBe(ORGANIZACIE.length);
    for (const o of ORGANIZACIE) {
      expect(o.kod).toMatch(/^[A-Z0-9-]{2,20}$/);
      expect(o.nazov.length).toBeLessThanOrEqual(255);
    }
  });

  it('contains the ministry, the headquarters and at least two invalid workplaces', () => {
    expect(ORGANIZACIE.find((o) => o.kod === KOD_MINISTERSTVO)?.typ).toBe('MZP');
    expect(ORGANIZACIE.find((o) => o.kod === KOD_RIADITELSTVO)?.typ).toBe('SOP');
    expect(ORGANIZACIE.filter((o) => !o.platnost).length).toBeGreaterThanOrEqual(2);
    expect(ORGANIZACIE.filter((o) => o.typ === 'SOP' && o.platnost).length).toBeGreaterThanOrEqual(20);
  });
});
