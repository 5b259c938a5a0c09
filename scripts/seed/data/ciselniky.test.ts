import { describe, expect, it } from 'vitest';
import { CISELNIK_DEFS, CISELNIK_TYPY, type CiselnikTyp, ciselnikDef } from '@shared/domain/ciselnik';
import { compareNatural, rangeKey } from '@shared/domain/ciselnik-poradie';
import { PREDMET_SKODY_KATEGORIE } from '@shared/domain/predmet-skody';
import { CISELNIKY_SEED, KRAJE, OBCE, OKRESY, STATY, ciselnikySeedGroups, parentTyp } from './ciselniky';

const seed = (typ: CiselnikTyp) => CISELNIKY_SEED[typ];

/** Code shapes of the types whose codes come from a register (or a documented local scheme). */
const LAU1 = /^SK0\d{2}[0-9A-D]$/;
const OFFICIAL_CODE_SHAPES: Record<string, RegExp> = {
  KRAJ: /^SK0[1-4][0-9]$/, // NUTS 3
  OKRES: LAU1,
  OBEC: /^SK0\d{2}[0-9A-D]-\d{3}$/, // local '<LAU 1>-<nnn>' until the import brings the statistical codes
  KATASTRALNE_UZEMIE: /^\d{6}$/, // kód katastrálneho územia (ÚGKK SR)
  KATASTRALNE_UZEMIE_HIST: /^\d{6}$/,
  POLOVNY_REVIR: /^SK0\d{2}[0-9A-D]-PR-\d{3}$/, // local, no register numbers reproduced
  POLOVNY_REVIR_HIST: /^SK0\d{2}[0-9A-D]-PR-\d{3}$/,
  CHRANENE_UZEMIE: /^(TANAP|PIENAP|NAPANT|NP[A-Z]{1,2}|CHKO_[A-Z_]+)$/,
  STAT: /^[A-Z]{2}$/, // ISO 3166-1 alpha-2
  OKRES_HIST: /^(SK0\d{2}[0-9A-D]|HIST_[A-Z_]+)$/,
};

describe('code-list seed data', () => {
  it('seeds every type of CISELNIK_DEFS, none empty, each item of its own type', () => {
    expect(Object.keys(CISELNIKY_SEED).sort()).toEqual([...CISELNIK_TYPY].sort());
    for (const typ of CISELNIK_TYPY) {
      expect(seed(typ).length, typ).toBeGreaterThan(0);
      for (const i of seed(typ)) expect(i.typ, `${typ} ${i.kod}`).toBe(typ);
    }
  });

  it('has unique codes and unique, trimmed labels of at most 100 characters within each type', () => {
    for (const typ of CISELNIK_TYPY) {
      const items = seed(typ);
      expect(new Set(items.map((i) => i.kod)).size, `${typ} codes`).toBe(items.length);
      expect(new Set(items.map((i) => i.label)).size, `${typ} labels`).toBe(items.length);
      for (const i of items) {
        expect(i.kod.trim(), `${typ} ${i.kod}`).toBe(i.kod);
        expect(i.label.trim(), `${typ} ${i.kod}`).toBe(i.label);
        expect(i.label.length, `${typ} ${i.kod}`).toBeGreaterThan(0);
        expect(i.label.length, `${typ} ${i.kod}`).toBeLessThanOrEqual(100);
        expect(i.label, `${typ} ${i.kod}: no double spaces`).not.toMatch(/\s{2}/);
      }
    }
  });

  it('gives codes of the official shape to official-code types and stable UPPER_SNAKE codes to the rest', () => {
    for (const typ of CISELNIK_TYPY) {
      const shape = OFFICIAL_CODE_SHAPES[typ] ?? /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
      if (ciselnikDef(typ).officialCode) expect(OFFICIAL_CODE_SHAPES[typ], `${typ} needs a code shape`).toBeDefined();
      for (const i of seed(typ)) expect(i.kod, `${typ} ${i.label}`).toMatch(shape);
    }
  });

  it('gives a parent exactly to the items of types with a parent, and every parent exists', () => {
    for (const typ of CISELNIK_TYPY) {
      const parent = parentTyp(typ);
      const parentCodes = new Set(parent ? seed(parent).map((p) => p.kod) : []);
      for (const i of seed(typ)) {
        if (!parent) {
          expect(i.nadradenyKod, `${typ} ${i.kod} has no parent type`).toBeUndefined();
          continue;
        }
        // territorial children may come without a parent only where the type allows it; seeds always have one
        expect(parentCodes.has(i.nadradenyKod ?? ''), `${typ} ${i.kod} → ${parent} ${i.nadradenyKod}`).toBe(true);
      }
    }
  });

  it('splits the seed into independent groups, parent types before their children within a group', () => {
    const groups = ciselnikySeedGroups();
    expect(groups.flat()).toHaveLength(CISELNIK_TYPY.reduce((n, typ) => n + seed(typ).length, 0));
    const groupOf = new Map<string, number>();
    groups.forEach((group, g) => {
      for (const i of group) {
        expect(groupOf.get(i.typ) ?? g, `${i.typ} in one group`).toBe(g);
        groupOf.set(i.typ, g);
      }
    });
    for (const typ of CISELNIK_TYPY) {
      const parent = parentTyp(typ);
      if (!parent) continue;
      const g = groupOf.get(typ) ?? -1;
      expect(groupOf.get(parent), `${parent} with ${typ}`).toBe(g);
      const types = groups[g].map((i) => i.typ);
      expect(types.lastIndexOf(parent), `${parent} before ${typ}`).toBeLessThan(types.indexOf(typ));
    }
    // the address hierarchy is one group: KRAJ, OKRES, then OBEC and POLOVNY_REVIR, then KATASTRALNE_UZEMIE
    const adresy = groups[groupOf.get('KRAJ') ?? -1].map((i) => i.typ);
    expect([...new Set(adresy)]).toEqual(['KRAJ', 'OKRES', 'POLOVNY_REVIR', 'OBEC', 'KATASTRALNE_UZEMIE']);
    // the parent types the lead's definitions name
    expect(Object.entries(CISELNIK_DEFS).filter(([, d]) => 'parent' in d).map(([t]) => t).sort()).toEqual(
      ['KATASTRALNE_UZEMIE', 'OBEC', 'OKRES', 'PLEMENO', 'POLOVNY_REVIR'].sort(),
    );
  });

  it('names exactly the 11 animals the law designates as damage causes', () => {
    const names = seed('POVODCA_SKODY').map((i) => i.label.replace(/ \(.*\)$/, ''));
    expect(names.sort()).toEqual(
      [
        'medveď hnedý',
        'vlk dravý',
        'rys ostrovid',
        'vydra riečna',
        'bobor vodný',
        'kormorán veľký',
        'volavka popolavá',
        'los mokraďový',
        'zubor hôrny',
        'krkavec čierny',
        'beluša veľká',
      ].sort(),
    );
    expect(seed('POVODCA_SKODY').find((i) => i.kod === 'MEDVED_HNEDY')?.label).toBe('medveď hnedý (Ursus arctos)');
  });

  it('has the 8 regions with NUTS 3 codes', () => {
    expect(KRAJE).toHaveLength(8);
  });

  it('has the 79 districts with LAU 1 codes, each under its region', () => {
    expect(OKRESY).toHaveLength(79);
    for (const o of OKRESY) expect(o.kod.startsWith(o.nadradenyKod ?? '-'), o.kod).toBe(true);
  });

  it('has the municipalities of the two demo districts, names unique within a district', () => {
    expect(OBCE.filter((o) => o.nadradenyKod === 'SK0323')).toHaveLength(30);
    expect(OBCE.filter((o) => o.nadradenyKod === 'SK0315')).toHaveLength(56);
    const obecKeys = OBCE.map((o) => `${o.nadradenyKod}/${o.label}`);
    expect(new Set(obecKeys).size).toBe(OBCE.length);
  });

  it('has a cadastral area for every seeded municipality, with the known official codes', () => {
    const ku = seed('KATASTRALNE_UZEMIE');
    expect(ku).toHaveLength(108);
    const obceWithKu = new Set(ku.map((k) => k.nadradenyKod));
    for (const o of OBCE) expect(obceWithKu.has(o.kod), `${o.label} has a cadastral area`).toBe(true);
    const byKod = new Map(ku.map((k) => [k.kod, k]));
    expect(byKod.get('806528')).toMatchObject({ label: 'Brezno', nadradenyKod: 'SK0323-004' });
    expect(byKod.get('832707')).toMatchObject({ label: 'Liptovský Mikuláš', nadradenyKod: 'SK0315-029' });
    expect(byKod.get('810282')).toMatchObject({ label: 'Demänová', nadradenyKod: 'SK0315-029' });
    // the history variant mirrors the current list
    expect(seed('KATASTRALNE_UZEMIE_HIST').map((k) => [k.kod, k.label])).toEqual(ku.map((k) => [k.kod, k.label]));
  });

  it('has the 9 national parks and the 14 protected landscape areas', () => {
    const labels = seed('CHRANENE_UZEMIE').map((i) => i.label);
    expect(labels.filter((l) => l.includes('národný park') || l.startsWith('Národný park'))).toHaveLength(9);
    expect(labels.filter((l) => l.startsWith('Chránená krajinná oblasť'))).toHaveLength(14);
    expect(seed('CHRANENE_UZEMIE').find((i) => i.kod === 'TANAP')?.label).toBe('Tatranský národný park');
  });

  it('gives every other-farm-animal species at least one breed', () => {
    const withBreed = new Set(seed('PLEMENO').map((p) => p.nadradenyKod));
    for (const druh of seed('DRUH_INE_HOSPODARSKE_ZVIERATA')) expect(withBreed.has(druh.kod), druh.label).toBe(true);
  });

  it('gives damage-subject categories only to items of types that have them, and every category some damage types', () => {
    for (const typ of CISELNIK_TYPY) {
      if (ciselnikDef(typ).kategorie) continue;
      for (const i of seed(typ)) expect(i.kategorie, `${typ} ${i.kod}`).toBeUndefined();
    }
    const druhy = seed('DRUH_SKODY');
    for (const k of PREDMET_SKODY_KATEGORIE) expect(druhy.filter((d) => !d.kategorie || d.kategorie.includes(k)).length, k).toBeGreaterThan(0);
    // the cases a person noticed: a sheep is not gnawed down by a beaver nor a caught fish
    const forOvce = druhy.filter((d) => d.kategorie?.includes('OVCE')).map((d) => d.kod);
    expect(forOvce).toEqual(expect.arrayContaining(['USMRTENIE', 'ZRANENIE']));
    for (const kod of ['ZHRYZENIE_DREVINY', 'ULOVENIE_RYB', 'LUPANIE_KORY', 'SPASANIE']) expect(forOvce).not.toContain(kod);
  });

  it('writes every list of ranges in its natural order, the order its selects show when no order is set', () => {
    for (const typ of CISELNIK_TYPY) {
      const labels = seed(typ).map((i) => i.label);
      if (labels.filter((l) => rangeKey(l)).length < 3) continue;
      const ranges = labels.filter((l) => rangeKey(l));
      expect(ranges, typ).toEqual([...ranges].sort(compareNatural));
    }
  });

  it('keeps the history district list complete: all 79 current districts plus the pre-1996 names', () => {
    const hist = seed('OKRES_HIST');
    for (const o of OKRESY) expect(hist.find((h) => h.kod === o.kod)?.label, o.kod).toBe(o.label);
    expect(hist.map((h) => h.label)).toEqual(expect.arrayContaining(['Bratislava-vidiek', 'Košice-vidiek']));
  });

  it('lists the Slovak republic first, then its neighbours', () => {
    expect(STATY[0]).toMatchObject({ kod: 'SK', label: 'Slovenská republika' });
    expect(STATY.map((s) => s.kod)).toEqual(expect.arrayContaining(['CZ', 'PL', 'HU', 'AT', 'UA', 'DE']));
  });
});
