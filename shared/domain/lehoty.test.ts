import { describe, expect, it } from 'vitest';
import { dlhoVStave, dniMedzi, dniOtvorenia, dniText, dniVStave, LEHOTY, lehotyUdalosti, oneskoreneOznamenie } from './lehoty';

// 10:00 UTC = 11:00 in Bratislava (winter time).
const now = new Date('2026-11-23T10:00:00Z');

describe('deadline rules of a damage event', () => {
  it('counts calendar days between dates', () => {
    expect(dniMedzi('2026-11-01', '2026-11-03')).toBe(2);
    expect(dniMedzi('2026-03-28', '2026-03-30')).toBe(2); // across the switch to summer time
    expect(dniMedzi('2026-11-03', '2026-11-01')).toBe(-2);
  });

  it('48-hour window: a notification up to two days after the damage is in time, the third day is late', () => {
    const base = { datumVznikuSkody: '2026-11-01', casVznikuSkody: '22:45' };
    expect(oneskoreneOznamenie({ ...base, datumOznamenia: '2026-11-01' })).toBe(false);
    expect(oneskoreneOznamenie({ ...base, datumOznamenia: '2026-11-03' })).toBe(false);
    expect(oneskoreneOznamenie({ ...base, datumOznamenia: '2026-11-04' })).toBe(true);
    expect(oneskoreneOznamenie({ datumVznikuSkody: '2026-11-01', datumOznamenia: '2026-11-04' })).toBe(true);
    expect(LEHOTY.oznamenieHodiny).toBe(48);
  });

  it('an attack on a person has 60 days', () => {
    const e = { datumVznikuSkody: '2026-09-01', typSkody: 'ZIVOT_A_ZDRAVIE_FO' as const };
    expect(oneskoreneOznamenie({ ...e, datumOznamenia: '2026-10-31' })).toBe(false);
    expect(oneskoreneOznamenie({ ...e, datumOznamenia: '2026-11-01' })).toBe(true);
  });

  it('reads a notification timestamp by its Slovak date', () => {
    // 23:30 UTC on 3 Nov is 00:30 on 4 Nov in Bratislava → late.
    expect(oneskoreneOznamenie({ datumVznikuSkody: '2026-11-01', datumOznamenia: '2026-11-03T23:30:00Z' })).toBe(true);
    expect(oneskoreneOznamenie({ datumVznikuSkody: '2026-11-01', datumOznamenia: '2026-11-03T22:30:00Z' })).toBe(false);
  });

  it('open duration runs from creation until today, and stops when the case is decided', () => {
    expect(dniOtvorenia({ createdAt: '2026-11-13T08:00:00Z', stav: 'V_SETRENI' }, now)).toBe(10);
    expect(dniOtvorenia({ createdAt: '2026-11-13T08:00:00Z', stav: 'ROZHODNUTA', stavOd: '2026-11-18T09:00:00Z' }, now)).toBe(5);
    expect(dniOtvorenia({ createdAt: '2026-11-23T09:00:00Z', stav: 'ROZPRACOVANA' }, now)).toBe(0);
  });

  it('days in state count from stavOd, or from createdAt when a record has no stavOd', () => {
    expect(dniVStave({ createdAt: '2026-10-01T08:00:00Z', stavOd: '2026-11-20T08:00:00Z' }, now)).toBe(3);
    expect(dniVStave({ createdAt: '2026-11-10T08:00:00Z' }, now)).toBe(13);
  });

  it('flags a case that sat in its state longer than its limit; a decided case never', () => {
    const limit = LEHOTY.dniVStave.ROZPRACOVANA ?? 0;
    const at = (days: number) => new Date(Date.parse('2026-11-01T10:00:00Z') + days * 86_400_000);
    const e = { createdAt: '2026-11-01T09:00:00Z', stav: 'ROZPRACOVANA' as const };
    expect(dlhoVStave(e, at(limit))).toBe(false);
    expect(dlhoVStave(e, at(limit + 1))).toBe(true);
    expect(dlhoVStave({ ...e, stav: 'ROZHODNUTA' }, at(1000))).toBe(false);
  });

  it('po termíne = late notification or too long in the state', () => {
    const e = {
      datumVznikuSkody: '2026-11-10',
      datumOznamenia: '2026-11-11',
      stav: 'V_SETRENI' as const,
      createdAt: '2026-11-11T08:00:00Z',
      stavOd: '2026-11-12T08:00:00Z',
    };
    expect(lehotyUdalosti(e, now)).toEqual({ dniOtvorenia: 12, dniVStave: 11, oneskoreneOznamenie: false, dlhoVStave: false, poTermine: false });
    expect(lehotyUdalosti({ ...e, datumOznamenia: '2026-11-20' }, now).poTermine).toBe(true);
    expect(lehotyUdalosti({ ...e, stavOd: '2026-09-01T08:00:00Z' }, now)).toMatchObject({ dlhoVStave: true, poTermine: true });
  });

  it('Slovak day counts', () => {
    expect([0, 1, 2, 4, 5, 22].map(dniText)).toEqual(['0 dní', '1 deň', '2 dni', '4 dni', '5 dní', '22 dní']);
  });
});
