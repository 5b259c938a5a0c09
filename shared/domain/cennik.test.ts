import { describe, expect, it } from 'vitest';
import {
  CENNIK_DEFS,
  CENNIK_TYPY,
  cennikSlug,
  cennikTypFromSlug,
  isCennikHodnota,
  isVerziaRemovable,
  novaVerziaMinOd,
  platnostDo,
  versionValidOn,
} from './cennik';

const versions = [
  { cisloVerzie: 1, platnostOd: '2024-01-01' },
  { cisloVerzie: 2, platnostOd: '2025-03-15' },
  { cisloVerzie: 4, platnostOd: '2026-12-01' },
];

describe('versionValidOn', () => {
  it('returns nothing before the first version starts', () => {
    expect(versionValidOn(versions, '2023-12-31')).toBeUndefined();
    expect(versionValidOn([], '2026-01-01')).toBeUndefined();
  });
  it('switches exactly on the start day: the previous version is valid up to the day before', () => {
    expect(versionValidOn(versions, '2024-01-01')?.cisloVerzie).toBe(1);
    expect(versionValidOn(versions, '2025-03-14')?.cisloVerzie).toBe(1);
    expect(versionValidOn(versions, '2025-03-15')?.cisloVerzie).toBe(2);
    expect(versionValidOn(versions, '2026-11-30')?.cisloVerzie).toBe(2);
    expect(versionValidOn(versions, '2026-12-01')?.cisloVerzie).toBe(4);
  });
  it('keeps the newest version open-ended', () => {
    expect(versionValidOn(versions, '2099-12-31')?.cisloVerzie).toBe(4);
  });
  it('agrees with a linear scan on many versions and dates', () => {
    const many = Array.from({ length: 57 }, (_, i) => ({ cisloVerzie: i + 1, platnostOd: `${2000 + Math.floor(i / 3)}-0${(i % 3) * 3 + 1}-10` }));
    for (let y = 1999; y <= 2020; y++) {
      for (const md of ['01-09', '01-10', '04-09', '04-10', '07-10', '12-31']) {
        const d = `${y}-${md}`;
        const linear = [...many].reverse().find((v) => v.platnostOd <= d);
        expect(versionValidOn(many, d)?.cisloVerzie, d).toBe(linear?.cisloVerzie);
      }
    }
  });
});

describe('validity range, new-version minimum and removability', () => {
  it('ends a version the day before its successor, also over a month and year end', () => {
    expect(platnostDo(versions, 0)).toBe('2025-03-14');
    expect(platnostDo([{ cisloVerzie: 1, platnostOd: '2024-01-01' }, { cisloVerzie: 2, platnostOd: '2025-01-01' }], 0)).toBe('2024-12-31');
    expect(platnostDo([{ cisloVerzie: 1, platnostOd: '2024-01-01' }, { cisloVerzie: 2, platnostOd: '2024-03-01' }], 0)).toBe('2024-02-29');
    expect(platnostDo(versions, 2)).toBeUndefined();
  });
  it('starts a new version tomorrow at the earliest, or the day after a future newest version starts', () => {
    expect(novaVerziaMinOd(versions.slice(0, 2), '2026-11-23')).toBe('2026-11-24');
    expect(novaVerziaMinOd(versions, '2026-11-23')).toBe('2026-12-02');
    expect(novaVerziaMinOd(versions, '2026-11-30')).toBe('2026-12-02');
    expect(novaVerziaMinOd(versions, '2026-12-01')).toBe('2026-12-02');
    expect(novaVerziaMinOd([], '2026-12-31')).toBe('2027-01-01');
  });
  it('removes only a version that has not started and that no item used', () => {
    expect(isVerziaRemovable({ cisloVerzie: 4, platnostOd: '2026-12-01' }, '2026-11-30')).toBe(true);
    expect(isVerziaRemovable({ cisloVerzie: 4, platnostOd: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(isVerziaRemovable({ cisloVerzie: 4, platnostOd: '2026-12-01', pouzita: true }, '2026-11-30')).toBe(false);
  });
});

describe('types and cells', () => {
  it('has the eleven price types with slugs that map back', () => {
    expect(CENNIK_TYPY).toHaveLength(11);
    for (const t of CENNIK_TYPY) expect(cennikTypFromSlug(cennikSlug(t))).toBe(t);
    expect(CENNIK_TYPY.filter((t) => CENNIK_DEFS[t].editable).sort()).toEqual(
      ['INE_HOSPODARSKE_ZVIERATA', 'OVOCNE_STROMY_A_KRIKY', 'POLNE_PLODINY', 'POLOVNA_ZVER', 'VCELARSKE_ZARIADENIA'].sort(),
    );
  });
  it('accepts cells 0 to 9999.99 in steps of 0.01', () => {
    for (const ok of [0, 0.01, 1.1, 2.35, 9999.99, 1234.5]) expect(isCennikHodnota(ok), String(ok)).toBe(true);
    for (const bad of [-0.01, 10000, 9999.991, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(isCennikHodnota(bad), String(bad)).toBe(false);
  });
});
