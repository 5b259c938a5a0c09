import { describe, expect, it } from 'vitest';
import { ODKAZ_PO_ROZHODNUTI_DNI, platnyOdkaz, stavHlasenia } from './stav-hlasenia';

describe("the reporter's state", () => {
  it.each([
    ['NOVE_WEB', null, 'PRIJATE'],
    ['ROZPRACOVANE', null, 'PRIJATE'],
    ['PRIRADENE', null, 'PRIRADENE'],
    ['V_RIESENI', 'ROZPRACOVANA', 'PRIRADENE'],
    ['V_RIESENI', 'V_SETRENI', 'SETRENIE'],
    ['SETRENIE_UKONCENE', 'VYSETRENA', 'SETRENIE_UKONCENE'],
    ['SETRENIE_UKONCENE', 'PRIJATA_ZIADOST', 'ZIADOST_PRIJATA'],
    ['SETRENIE_UKONCENE', 'ROZHODNUTA', 'ROZHODNUTE'],
    ['ZRUSENE', null, 'UZAVRETE'],
  ] as const)('notification %s with event %s is %s', (o, e, expected) => {
    expect(stavHlasenia({ stav: o }, e ? { stav: e } : null)).toBe(expected);
  });
});

describe('the personal link', () => {
  const now = Date.parse('2026-11-27T08:00:00Z');
  const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();

  it(`opens an open case, and a decided one for ${ODKAZ_PO_ROZHODNUTI_DNI} days after the decision`, () => {
    expect(platnyOdkaz('SETRENIE', null, now)).toBe(true);
    expect(platnyOdkaz('ROZHODNUTE', { stavOd: daysAgo(ODKAZ_PO_ROZHODNUTI_DNI - 1) }, now)).toBe(true);
    expect(platnyOdkaz('ROZHODNUTE', { stavOd: daysAgo(ODKAZ_PO_ROZHODNUTI_DNI + 1) }, now)).toBe(false);
    expect(platnyOdkaz('UZAVRETE', null, now)).toBe(false);
  });
});
