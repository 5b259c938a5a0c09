import { describe, expect, it } from 'vitest';
import { CISELNIK_TYPY } from '../../../shared/domain/ciselnik';
import { CISELNIKY_SEED, KRAJE, OBCE, OKRESY, STATY } from './ciselniky';

describe('code-list seed data', () => {
  it('has the 8 regions with NUTS 3 codes', () => {
    expect(KRAJE).toHaveLength(8);
    for (const k of KRAJE) expect(k.kod).toMatch(/^SK0[1-4][0-9]$/);
  });

  it('has the 79 districts with LAU 1 codes, each under an existing region', () => {
    expect(OKRESY).toHaveLength(79);
    const krajKody = new Set(KRAJE.map((k) => k.kod));
    for (const o of OKRESY) {
      expect(o.kod).toMatch(/^SK0\d{2}[0-9A-D]$/);
      expect(krajKody.has(o.nadradenyKod ?? ''), `${o.kod} → ${o.nadradenyKod}`).toBe(true);
      // LAU 1 code starts with the NUTS 3 code of its region
      expect(o.kod.startsWith(o.nadradenyKod ?? '-')).toBe(true);
    }
  });

  it('puts every municipality under an existing district', () => {
    expect(OBCE.length).toBeGreaterThanOrEqual(80);
    const okresKody = new Set(OKRESY.map((o) => o.kod));
    for (const o of OBCE) expect(okresKody.has(o.nadradenyKod ?? ''), `${o.kod} → ${o.nadradenyKod}`).toBe(true);
    // the two districts are complete
    expect(OBCE.filter((o) => o.nadradenyKod === 'SK0323')).toHaveLength(30);
    expect(OBCE.filter((o) => o.nadradenyKod === 'SK0315')).toHaveLength(56);
  });

  it('has no duplicate codes or labels within a type', () => {
    for (const typ of CISELNIK_TYPY) {
      const items = CISELNIKY_SEED[typ] ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((i) => i.kod)).size, typ).toBe(items.length);
      for (const i of items) {
        expect(i.typ).toBe(typ);
        expect(i.label.trim()).toBe(i.label);
        expect(i.label.length).toBeGreaterThan(0);
      }
    }
    // municipality names repeat across Slovakia, but not within one district
    const obecKeys = OBCE.map((o) => `${o.nadradenyKod}/${o.label}`);
    expect(new Set(obecKeys).size).toBe(OBCE.length);
  });

  it('lists the Slovak republic first, states with ISO alpha-2 codes', () => {
    expect(STATY[0]).toMatchObject({ kod: 'SK', label: 'Slovenská republika' });
    for (const s of STATY) expect(s.kod).toMatch(/^[A-Z]{2}$/);
    expect(STATY.map((s) => s.kod)).toEqual(expect.arrayContaining(['CZ', 'PL', 'HU', 'AT', 'UA', 'DE']));
  });
});
