/**
 * The formulas, by hand: every expected amount below was computed on paper from the row values and
 * inputs next to it (each step rounded to cents, ratios to four places), not by running the code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENNIK_DEFS, type CennikTyp, versionValidOn } from '../cennik';
import { PREDMET_SKODY_KATEGORIE, type PredmetSkodyKategoria } from '../predmet-skody';
import { poliaKategorie } from '../predmet-skody-polia';
import { fx, mul, round, toNumber } from './cisla';
import { BEZ_CENNIKA, CHYBA_CENNIK, cennikTypPreKategoriu, VZORCE, VZOREC_NAVRH, vypocitatPredmetSkody, vypocitatPriklad } from './index';
import type { VzorecRiadok, VzorecVerzia } from './vzorec';

/** A row from key values and values by abbreviation. */
function riadok(typ: CennikTyp, kluce: Record<string, string | null>, hodnoty: Record<string, number | null>, uuid = 'r'): VzorecRiadok {
  const row: Record<string, string | number | null> = { ...kluce };
  for (const h of CENNIK_DEFS[typ].hodnoty) row[h.name] = hodnoty[h.skratka] ?? null;
  return { ...row, uuid };
}
const verzia = (...polozky: VzorecRiadok[]): VzorecVerzia => ({ cisloVerzie: 3, platnostOd: '2025-01-01', polozky });
const zv = (ckd: number, hj: number, jc: number, mc: number, phj: number) => ({ Ckd: ckd, Hj: hj, JC: jc, MC: mc, PHJ: phj });

const HD = verzia(
  riadok('HOVADZI_DOBYTOK', { kategoria: 'TELA', druhVyuzitia: null }, zv(3.2, 3.9, 2.6, 250, 60), 'tela'),
  riadok('HOVADZI_DOBYTOK', { kategoria: 'VTJ', druhVyuzitia: null }, zv(3.4, 2.3, 2.15, 900, 450), 'vtj'),
  riadok('HOVADZI_DOBYTOK', { kategoria: 'KRAVA', druhVyuzitia: 'DOJNICA' }, zv(5.8, 2.2, 1.65, 1000, 600), 'krava'),
  riadok('HOVADZI_DOBYTOK', { kategoria: 'BYK', druhVyuzitia: 'PLEMENNY_JEDINEC' }, zv(4.9, 2.8, 2.1, 1500, 800), 'byk'),
);
const OVCE = verzia(
  riadok('OVCE', { kategoria: 'JAHNA', chovnost: null }, zv(0.55, 3.6, 2.4, 60, 20)),
  riadok('OVCE', { kategoria: 'JARKA', chovnost: 'CHOVNY_JEDINEC' }, zv(0.6, 2.6, 1.5, 120, 45)),
  riadok('OVCE', { kategoria: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC' }, zv(0.65, 2.2, 1.3, 150, 60)),
  riadok('OVCE', { kategoria: 'BARAN', chovnost: 'PLEMENNY_JEDINEC' }, zv(0.7, 3.4, 1.3, 450, 90)),
);
const KOZY = verzia(
  riadok('KOZY', { kategoria: 'KOZA', chovnost: 'CHOVNY_JEDINEC' }, zv(0.75, 2.6, 1.2, 160, 55)),
  riadok('KOZY', { kategoria: 'CAP', chovnost: 'CHOVNY_JEDINEC' }, zv(0.75, 2.5, 1.2, 180, 70)),
);

const calc = (kategoria: PredmetSkodyKategoria, atributy: Record<string, string>, v: VzorecVerzia | undefined, labels?: Record<string, string>) =>
  vypocitatPredmetSkody({ kategoria, atributy, verzia: v, labels });

describe('cattle', () => {
  it('calf with weight 0: flat weight PHJ × Hj = 60 × 3,90 = 234, raised to MC 250, × 2 pieces', () => {
    const v = calc('HOVADZI_DOBYTOK', { secondaryCategory: 'TELA', hmotnost: '0', pocetVRovnakejKategorii: '2' }, HD);
    expect(v).toMatchObject({ vypocitane: true, vysledok: 500, navrh: VZOREC_NAVRH, riadok: { uuid: 'tela', popis: 'Kategória: teľa, Druh využitia: x' } });
    expect(v.cennik).toEqual({ cisloVerzie: 3, platnostOd: '2025-01-01' });
    expect(v.kroky.map((k) => k.vysledok)).toEqual([60, 234, 250, 500]);
    expect(v.kroky[0].popis).toContain('paušálna hmotnosť');
    expect(v.symboly.map((s) => s.skratka)).toEqual(['Hj', 'MC', 'PHJ']);
  });

  it('calf with a weight above the floor: 70 × 3,90 = 273', () => {
    expect(calc('HOVADZI_DOBYTOK', { secondaryCategory: 'TELA', hmotnost: '70' }, HD).vysledok).toBe(273);
  });

  it('VTJ ignores a weight (the field is disabled): PHJ 450 × JC 2,15 = 967,50', () => {
    const v = calc('HOVADZI_DOBYTOK', { secondaryCategory: 'VTJ', hmotnost: '500', pocetKrmnychDni: '10' }, HD);
    expect(v.vysledok).toBe(967.5);
    expect(v.vstupy.map((i) => i.name)).not.toContain('hmotnost');
  });

  it('cow: (580 × 2,20 + 150 × 5,80) − ((2 146 − 580 × 1,65) × 2/5) = 1 670,40', () => {
    const v = calc(
      'HOVADZI_DOBYTOK',
      { secondaryCategory: 'KRAVA', druhVyuzitia: 'DOJNICA', hmotnost: '580', pocetKrmnychDni: '150', reprodukcnyVek: 'VEK_2', nakupnaCena: '99999' },
      HD,
    );
    expect(v.vysledok).toBe(1670.4);
    // the purchase price is hidden for a cow: not read, not listed
    expect(v.vstupy.map((i) => i.name)).toEqual(['secondaryCategory', 'druhVyuzitia', 'pocetKrmnychDni', 'reprodukcnyVek', 'hmotnost', 'pocetVRovnakejKategorii']);
  });

  it('bull: purchase price 2 500 depreciated towards 850 × 2,10 by 2/4 = 2 142,50', () => {
    const v = calc(
      'HOVADZI_DOBYTOK',
      { secondaryCategory: 'BYK', druhVyuzitia: 'PLEMENNY_JEDINEC', nakupnaCena: '2500', hmotnost: '850', pocetKrmnychDni: '0', dobaPlemenitby: 'PLEMENITBA_2' },
      HD,
    );
    expect(v.vysledok).toBe(2142.5);
  });

  it('a cow without druhVyuzitia matches no row: chýba cenník!', () => {
    const v = calc('HOVADZI_DOBYTOK', { secondaryCategory: 'KRAVA', hmotnost: '580' }, HD);
    expect(v).toMatchObject({ vypocitane: false, vysledok: 0, dovod: CHYBA_CENNIK, kroky: [], navrh: VZOREC_NAVRH });
    expect(v.cennik?.cisloVerzie).toBe(3);
  });

  it('no valid version: chýba cenník!', () => {
    expect(calc('HOVADZI_DOBYTOK', { secondaryCategory: 'TELA' }, undefined)).toMatchObject({ vypocitane: false, vysledok: 0, dovod: CHYBA_CENNIK });
  });

  it('an empty cell the formula needs: chýba cenník!', () => {
    const v = verzia(riadok('HOVADZI_DOBYTOK', { kategoria: 'TELA', druhVyuzitia: null }, { Hj: 3.9, MC: 250, PHJ: null }));
    expect(calc('HOVADZI_DOBYTOK', { secondaryCategory: 'TELA', hmotnost: '0' }, v)).toMatchObject({ vypocitane: false, dovod: CHYBA_CENNIK });
    // with a weight PHJ is not needed
    expect(calc('HOVADZI_DOBYTOK', { secondaryCategory: 'TELA', hmotnost: '100' }, v).vysledok).toBe(390);
  });
});

describe('sheep and goats', () => {
  it('lambs: 18 × 3,60 = 64,80 × 3 = 194,40', () => {
    expect(calc('OVCE', { secondaryCategory: 'JAHNA', hmotnost: '18', pocetVRovnakejKategorii: '3' }, OVCE).vysledok).toBe(194.4);
  });
  it('jarka: weight disabled → PHJ 45 × 2,60 + 30 × 0,60 = 135', () => {
    expect(calc('OVCE', { secondaryCategory: 'JARKA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '30', pocetKrmnychDni: '30' }, OVCE).vysledok).toBe(135);
  });
  it('ewes: 60 × 2,20 = 132 − (132 − 78) × 0,5714 = 101,14, raised to MC 150, × 5 = 750', () => {
    const v = calc('OVCE', { secondaryCategory: 'BAHNICA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '0', reprodukcnyVek: 'VEK_4', pocetVRovnakejKategorii: '5' }, OVCE);
    expect(v.kroky.map((k) => k.vysledok)).toEqual([60, 132, 0, 132, 78, 0.5714, 101.14, 150, 750]);
  });
  it('a ewe without chovnost has no row', () => {
    expect(calc('OVCE', { secondaryCategory: 'BAHNICA', hmotnost: '50' }, OVCE).dovod).toBe(CHYBA_CENNIK);
  });
  it('buck goat without floor: 900 − (900 − 70 × 1,20) × 2/5 = 573,60', () => {
    const v = calc('KOZY', { secondaryCategory: 'CAP', chovnost: 'CHOVNY_JEDINEC', nakupnaCena: '900', hmotnost: '70', dobaPlemenitby: 'PLEMENITBA_2' }, KOZY);
    expect(v.vysledok).toBe(573.6);
  });
  it('goat: 52 × 2,60 + 20 × 0,75 = 150,20 → 150,20 − 87,80 × 0,7143 = 87,48 → MC 160', () => {
    const v = calc('KOZY', { secondaryCategory: 'KOZA', chovnost: 'CHOVNY_JEDINEC', hmotnost: '52', pocetKrmnychDni: '20', reprodukcnyVek: 'VEK_5' }, KOZY);
    expect(v.kroky.slice(-3).map((k) => k.vysledok)).toEqual([87.48, 160, 160]);
  });
});

describe('other categories', () => {
  it('other farm animals: the most specific row wins, Hz 2 200 × 2; a locked key matches anything', () => {
    const v = verzia(
      riadok('INE_HOSPODARSKE_ZVIERATA', { druh: 'KON', plemeno: null, vek: 'ROKY_3_5' }, { Hz: 1000 }, 'vseobecny'),
      riadok('INE_HOSPODARSKE_ZVIERATA', { druh: 'KON', plemeno: 'KON_HUCUL', vek: 'ROKY_3_5' }, { Hz: 2200 }, 'hucul'),
    );
    const a = { ineHospodarskeZvierataDruh: 'KON', plemeno: 'KON_HUCUL', ineHospodarskeZvierataVek: 'ROKY_3_5', pocetVRovnakejKategorii: '2' };
    const r = calc('INE_HOSPODARSKE_ZVIERATA', a, v, { ineHospodarskeZvierataDruh: 'kôň', plemeno: 'hucul', ineHospodarskeZvierataVek: '3 – 5 rokov' });
    expect(r).toMatchObject({ vysledok: 4400, riadok: { uuid: 'hucul', popis: 'Druh: kôň, Plemeno: hucul, Vek: 3 – 5 rokov' } });
    expect(calc('INE_HOSPODARSKE_ZVIERATA', { ...a, plemeno: 'KON_KRIZENEC' }, v)).toMatchObject({ vysledok: 2000, riadok: { uuid: 'vseobecny' } });
    expect(calc('INE_HOSPODARSKE_ZVIERATA', { ...a, ineHospodarskeZvierataVek: 'ROKY_6_10' }, v).dovod).toBe(CHYBA_CENNIK);
  });

  it('bee equipment: PNCZ 150 × (1 − 6/15) = 90 × 4 = 360; fully worn = 0; lifetime 0 = chýba cenník!', () => {
    const v = verzia(riadok('VCELARSKE_ZARIADENIA', { typZariadenia: 'UL_DADANT' }, { PNCZ: 150, Ž: 15 }));
    expect(calc('VCELARSKE_ZARIADENIA', { typ: 'UL_DADANT', nakupnaCena: '0', dobaPouzivania: '6', pocetVRovnakejKategorii: '4' }, v).vysledok).toBe(360);
    expect(calc('VCELARSKE_ZARIADENIA', { typ: 'UL_DADANT', nakupnaCena: '200', dobaPouzivania: '3' }, v).vysledok).toBe(160);
    expect(calc('VCELARSKE_ZARIADENIA', { typ: 'UL_DADANT', nakupnaCena: '200', dobaPouzivania: '20' }, v)).toMatchObject({ vypocitane: true, vysledok: 0 });
    const nula = verzia(riadok('VCELARSKE_ZARIADENIA', { typZariadenia: 'UL_DADANT' }, { PNCZ: 150, Ž: 0 }));
    expect(calc('VCELARSKE_ZARIADENIA', { typ: 'UL_DADANT', dobaPouzivania: '1' }, nula).dovod).toBe(CHYBA_CENNIK);
  });

  it('bee colonies: PNH 120 when the value is 0 (× 3 = 360), else the value; the queen row by typ', () => {
    const v = verzia(riadok('VCELSTVA', { typVcelstva: 'VCELSTVO' }, { PNH: 120 }), riadok('VCELSTVA', { typVcelstva: 'VCELIA_MATKA' }, { PNH: 28 }));
    expect(calc('VCELSTVA', { typ: 'VCELSTVO', nadobudaciaHodnota: '0', pocetVRovnakejKategorii: '3' }, v).vysledok).toBe(360);
    expect(calc('VCELSTVA', { typ: 'VCELSTVO', nadobudaciaHodnota: '95.5' }, v).vysledok).toBe(95.5);
    expect(calc('VCELSTVA', { typ: 'VCELIA_MATKA', nadobudaciaHodnota: '' }, v).vysledok).toBe(28);
  });

  it('honey: 20 × 8 + 12 × 1,05 + 0,5 × 12 + 0,1 × 60 = 184,60 per colony × 4 = 738,40', () => {
    const hodnoty = { Hm: 20, Nm: 8, Hc: 12, Nc: 1.05, Hvo: 0.5, Nvo: 12, Hp: 0.1, Np: 60 };
    const v = calc('MED_A_DRUHOTNE_PRODUKTY', { celkovaHmotnost: '10', pocetVRovnakejKategorii: '4' }, verzia(riadok('MED_A_DRUHOTNE_PRODUKTY', {}, hodnoty)));
    expect(v).toMatchObject({ vysledok: 738.4, riadok: { popis: 'jediný riadok cenníka' } });
    expect(v.symboly).toHaveLength(8);
    const bezPropolisu = verzia(riadok('MED_A_DRUHOTNE_PRODUKTY', {}, { ...hodnoty, Np: null }));
    expect(calc('MED_A_DRUHOTNE_PRODUKTY', {}, bezPropolisu).dovod).toBe(CHYBA_CENNIK);
  });

  it('field crops: 1,25 ha × (7,5 × 180 × 0,6 − 150) = 825; costs above the yield → 0; no coefficient → 1', () => {
    const v = verzia(riadok('POLNE_PLODINY', { druh: 'KUKURICA_NA_ZRNO' }, { Vp: 7.5, Cp: 180 }));
    const a = { druhPolnePlodiny: 'KUKURICA_NA_ZRNO', redukcnyKoeficient: '0.6', nakladyNaHektar: '150', vymera: '1.25' };
    expect(calc('POLNE_PLODINY', a, v).vysledok).toBe(825);
    expect(calc('POLNE_PLODINY', { ...a, nakladyNaHektar: '900' }, v)).toMatchObject({ vypocitane: true, vysledok: 0 });
    expect(calc('POLNE_PLODINY', { ...a, redukcnyKoeficient: '' }, v).vysledok).toBe(1500);
    expect(calc('POLNE_PLODINY', { ...a, druhPolnePlodiny: 'RAZ' }, v).dovod).toBe(CHYBA_CENNIK);
  });

  it('game: weight 0 → PPH 150 × 3,50 = 525; 120,4 kg × 3,50 = 421,40', () => {
    const v = verzia(riadok('POLOVNA_ZVER', { druh: 'JELEN_LESNY_JELEN' }, { PPH: 150, Cj: 3.5 }));
    expect(calc('POLOVNA_ZVER', { druhPolovnaZver: 'JELEN_LESNY_JELEN', hmotnost: '0' }, v).vysledok).toBe(525);
    expect(calc('POLOVNA_ZVER', { druhPolovnaZver: 'JELEN_LESNY_JELEN', hmotnost: '120.4' }, v).vysledok).toBe(421.4);
  });

  it('fruit trees: Hd 90 × 0,5 = 45 × 6 = 270; the row by species and age', () => {
    const v = verzia(riadok('OVOCNE_STROMY_A_KRIKY', { druh: 'JABLON', vek: 'ROKY_7_10' }, { Hd: 90 }), riadok('OVOCNE_STROMY_A_KRIKY', { druh: 'JABLON', vek: 'ROK_1' }, { Hd: 15 }));
    expect(calc('OVOCNE_STROMY_A_KRIKY', { druhOvocneStromyAKriky: 'JABLON', vek: 'ROKY_7_10', redukcnyKoeficient: '0.5', pocetVRovnakejKategorii: '6' }, v).vysledok).toBe(270);
    expect(calc('OVOCNE_STROMY_A_KRIKY', { druhOvocneStromyAKriky: 'JABLON', vek: 'ROK_1', redukcnyKoeficient: '1' }, v).vysledok).toBe(15);
  });

  it('carcass fees: 0,35 × 245,5 = 85,925 → 85,93 (half up, exact decimals)', () => {
    const v = verzia(riadok('KAFILERICKE_POPLATKY', {}, { Cpk: 0.35 }));
    expect(calc('KAFILERICKE_POPLATKY', { celkovaHmotnost: '245.5' }, v).vysledok).toBe(85.93);
    // 0,1 × 21,15 is 2,1149999… in binary floating point: Math.round(x * 100) / 100 would give 2,11
    const w = verzia(riadok('KAFILERICKE_POPLATKY', {}, { Cpk: 0.1 }));
    expect(calc('KAFILERICKE_POPLATKY', { celkovaHmotnost: '21.15' }, w).vysledok).toBe(2.12);
  });

  it('categories without a price list: not calculated, entered manually', () => {
    for (const k of ['INY_MAJETOK', 'PASTIERSKE_A_STRAZNE_PSY', 'ZIVOT_A_ZDRAVIE_FO'] as const) {
      expect(cennikTypPreKategoriu(k)).toBeUndefined();
      expect(calc(k, { popisPredmetuSkody: 'plot' }, HD)).toMatchObject({ vypocitane: false, vysledok: 0, dovod: BEZ_CENNIKA, navrh: VZOREC_NAVRH });
    }
    const priced = PREDMET_SKODY_KATEGORIE.filter((k) => cennikTypPreKategoriu(k));
    expect(priced).toHaveLength(11);
    expect(new Set(priced.map(cennikTypPreKategoriu))).toEqual(new Set(Object.keys(CENNIK_DEFS)));
  });
});

describe('version boundary', () => {
  it('the day before a new version prices with the old one, its first day with the new one', () => {
    const stara = { ...verzia(riadok('POLOVNA_ZVER', { druh: 'SRNEC' }, { PPH: 18, Cj: 3 })), cisloVerzie: 1, platnostOd: '2024-01-01' };
    const nova = { ...verzia(riadok('POLOVNA_ZVER', { druh: 'SRNEC' }, { PPH: 18, Cj: 4 })), cisloVerzie: 2, platnostOd: '2025-07-01' };
    const on = (datum: string) => calc('POLOVNA_ZVER', { druhPolovnaZver: 'SRNEC', hmotnost: '0' }, versionValidOn([stara, nova], datum));
    expect(on('2025-06-30')).toMatchObject({ vysledok: 54, cennik: { cisloVerzie: 1 } });
    expect(on('2025-07-01')).toMatchObject({ vysledok: 72, cennik: { cisloVerzie: 2 } });
    expect(on('2023-12-31').dovod).toBe(CHYBA_CENNIK);
  });
});

describe('worked examples of the PDFs', () => {
  it('every priced category has examples, each calculated', () => {
    for (const k of PREDMET_SKODY_KATEGORIE) {
      const def = VZORCE[k];
      if (!def) continue;
      expect(def.priklady.length, k).toBeGreaterThan(0);
      for (const p of def.priklady) expect(vypocitatPriklad(def, p).vypocitane, `${k}: ${p.nazov}`).toBe(true);
      // every input a definition names is a field of its category
      const names = new Set(poliaKategorie(k).map((p) => p.name));
      for (const n of [...def.vstupy, ...Object.values(def.riadok)]) expect(names.has(n), `${k}.${n}`).toBe(true);
    }
  });
});

describe('properties', () => {
  const priklady = PREDMET_SKODY_KATEGORIE.flatMap((k) => (VZORCE[k]?.priklady ?? []).map((p) => ({ k, p })));
  const value = fc.oneof(
    fc.constantFrom('', '0', '1', '0.5', '9999.99', '-1', 'abc', '1e9', '12,5', 'VEK_7_PLUS', 'PLEMENITBA_5_PLUS'),
    fc.string({ maxLength: 12 }),
    fc.double({ min: 0, max: 9999.99, noNaN: true }).map((n) => n.toFixed(2)),
  );

  it('never throws; the amount is ≥ 0 and whole cents, for any attribute values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...priklady), fc.dictionary(fc.constantFrom('hmotnost', 'pocetKrmnychDni', 'nakupnaCena', 'reprodukcnyVek', 'dobaPlemenitby', 'redukcnyKoeficient', 'vymera', 'nakladyNaHektar', 'dobaPouzivania', 'nadobudaciaHodnota', 'celkovaHmotnost', 'secondaryCategory'), value), ({ k, p }, zmeny) => {
        const def = VZORCE[k];
        if (!def) return;
        const v = vypocitatPriklad(def, { ...p, atributy: { ...p.atributy, ...zmeny } });
        expect(v.navrh).toBe(VZOREC_NAVRH);
        expect(Number.isFinite(v.vysledok)).toBe(true);
        expect(v.vysledok).toBeGreaterThanOrEqual(0);
        if (v.vypocitane) expect(Math.round(v.vysledok * 100) / 100).toBe(v.vysledok);
        else expect(v.vysledok).toBe(0);
      }),
      { seed: 13, numRuns: 400 },
    );
  });

  it('the count multiplies the unit value exactly; livestock never below MC per piece', () => {
    fc.assert(
      fc.property(fc.constantFrom(...priklady), fc.integer({ min: 0, max: 9999 }), ({ k, p }, n) => {
        const def = VZORCE[k];
        if (!def) return;
        const one = vypocitatPriklad(def, { ...p, atributy: { ...p.atributy, pocetVRovnakejKategorii: '1' } });
        const many = vypocitatPriklad(def, { ...p, atributy: { ...p.atributy, pocetVRovnakejKategorii: String(n) } });
        expect(Math.round(many.vysledok * 100)).toBe(Math.round(one.vysledok * 100) * n);
        if ('MC' in p.hodnoty) expect(one.vysledok).toBeGreaterThanOrEqual(p.hodnoty.MC);
      }),
      { seed: 13, numRuns: 300 },
    );
  });

  it('decimal arithmetic: a product of two-decimal numbers rounds like exact decimal arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999_999 }), (a, b) => {
        // a/100 × b/100 exactly = a·b / 10 000; half up to cents
        const exact = (a * b + 50) / 100;
        const cents = Math.floor(exact);
        const got = toNumber(round(mul(fx((a / 100).toFixed(2)) as bigint, fx((b / 100).toFixed(2)) as bigint) as never));
        expect(Math.round(got * 100)).toBe(cents);
      }),
      { seed: 13, numRuns: 500 },
    );
  });
});
