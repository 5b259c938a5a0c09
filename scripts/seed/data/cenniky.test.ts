import { describe, expect, it } from 'vitest';
import { CENNIK_DEFS, CENNIK_TYPY, isCennikHodnota, riadokKluc } from '@shared/domain/cennik';
import { CENNIKY_SEED } from './cenniky';
import { CISELNIKY_SEED } from './ciselniky';

describe('price-list seed data', () => {
  it('seeds every type with rows whose keys are known codes, unique per type, and values in range', () => {
    expect(Object.keys(CENNIKY_SEED).sort()).toEqual([...CENNIK_TYPY].sort());
    for (const typ of CENNIK_TYPY) {
      const def = CENNIK_DEFS[typ];
      const rows = CENNIKY_SEED[typ];
      expect(rows.length, typ).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => riadokKluc(typ, r))).size, `${typ} unique rows`).toBe(rows.length);
      for (const r of rows) {
        def.kluce.forEach((k, i) => {
          const v = r[k.name];
          if (v === null) {
            expect(i, `${typ} first key required`).toBeGreaterThan(0);
            return;
          }
          const codes = 'values' in k ? Object.keys(k.values) : CISELNIKY_SEED[k.ciselnik].map((c) => c.kod);
          expect(codes, `${typ} ${k.name}`).toContain(v);
        });
        for (const h of def.hodnoty) expect(isCennikHodnota(Number(r[h.name])), `${typ} ${h.name} ${r[h.name]}`).toBe(true);
      }
    }
  });
  it('pairs each breed with its own species', () => {
    const parent = new Map(CISELNIKY_SEED.PLEMENO.map((p) => [p.kod, p.nadradenyKod]));
    for (const r of CENNIKY_SEED.INE_HOSPODARSKE_ZVIERATA) if (r.plemeno) expect(parent.get(String(r.plemeno)), String(r.plemeno)).toBe(r.druh);
  });
});
