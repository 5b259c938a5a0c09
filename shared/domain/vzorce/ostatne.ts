/**
 * The formulas of the other priced categories (DOMAIN.md §2; each 'návrh – overiť voči prílohe
 * vyhlášky č. 170/2021 Z. z.'). Each returns the value of ONE unit; the engine (vzorec.ts) multiplies
 * by pocetVRovnakejKategorii and rounds to cents.
 */
import { add, div, type Fx, fromInt, fx, isZero, max, mul, ONE, sub } from './cisla';
import { cislo, nezaporne, type VzorecDef, type VzorecKontext, type VzorecParameter } from './vzorec';

/** The coefficient used when the field is left empty (the proposal: 1, no reduction). */
const KOEFICIENT_NEZADANY: VzorecParameter = {
  name: 'koeficientNezadany',
  label: 'Redukčný koeficient, ak nie je zadaný',
  jednotka: 'koeficient',
  navrh: 1,
  min: 0,
  max: 1,
  desatinne: 4,
};

/** redukcnyKoeficient: the given value; an empty field takes the version's default, said in the step. */
function koeficient(k: VzorecKontext): Fx {
  const raw = k.hodnota('redukcnyKoeficient');
  const parsed = raw === undefined ? null : fx(raw);
  const v = parsed === null ? null : nezaporne(parsed);
  if (v === null) {
    const d = k.parameter(KOEFICIENT_NEZADANY.name);
    const popis = d === ONE ? 'Redukčný koeficient nie je zadaný, použije sa 1 (bez zníženia)' : 'Redukčný koeficient nie je zadaný, použije sa hodnota z verzie vzorca';
    return k.krok(popis, `k = ${cislo(d, 4)}`, d, 4);
  }
  return k.krok('Redukčný koeficient', `k = ${cislo(v, 4)}`, v, 4);
}

/** The smallest share of remaining life bee equipment keeps (the proposal: 0). */
const ZOSTATOK_NAJMENEJ: VzorecParameter = {
  name: 'zostatokNajmenej',
  label: 'Najmenší podiel zostávajúcej životnosti zariadenia',
  jednotka: 'podiel (0 – 1)',
  navrh: 0,
  min: 0,
  max: 1,
  desatinne: 4,
};

/** Other farm animals: Hz of the row (druh, plemeno, vek) per animal. Confidence high. */
export const VZOREC_INE_HOSPODARSKE_ZVIERATA: VzorecDef = {
  kategoria: 'INE_HOSPODARSKE_ZVIERATA',
  cennik: 'INE_HOSPODARSKE_ZVIERATA',
  riadok: { druh: 'ineHospodarskeZvierataDruh', plemeno: 'plemeno', vek: 'ineHospodarskeZvierataVek' },
  vstupy: ['ineHospodarskeZvierataDruh', 'plemeno', 'ineHospodarskeZvierataVek'],
  popis: [
    'Riadok cenníka sa vyberá podľa druhu, plemena a veku zvieraťa (riadok s „x“ platí pre každú hodnotu).',
    'Hodnota za kus je priemerná nadobúdacia cena zvieraťa Hz.',
  ],
  kroky(k) {
    const hz = k.symbol('Hz');
    return k.krok('Hodnota za kus: priemerná nadobúdacia cena zvieraťa', `Hz = ${cislo(hz)}`, hz);
  },
  priklady: [
    {
      nazov: 'Kôň – hucul, 3 – 5 rokov',
      atributy: { ineHospodarskeZvierataDruh: 'KON', plemeno: 'KON_HUCUL', ineHospodarskeZvierataVek: 'ROKY_3_5', pocetVRovnakejKategorii: '1' },
      kluce: { druh: 'KON', plemeno: 'KON_HUCUL', vek: 'ROKY_3_5' },
      hodnoty: { Hz: 2200 },
      labels: { ineHospodarskeZvierataDruh: 'kôň', plemeno: 'hucul', ineHospodarskeZvierataVek: '3 – 5 rokov' },
    },
  ],
  parametre: [],
};

/**
 * Bee equipment: (nákupná cena, or PNCZ when 0) × max(0, 1 − doba používania / Ž); the row by
 * typZariadenia = typ. A row with Ž = 0 cannot depreciate and counts as a missing price.
 */
export const VZOREC_VCELARSKE_ZARIADENIA: VzorecDef = {
  kategoria: 'VCELARSKE_ZARIADENIA',
  cennik: 'VCELARSKE_ZARIADENIA',
  riadok: { typZariadenia: 'typ' },
  vstupy: ['typ', 'nakupnaCena', 'dobaPouzivania'],
  popis: [
    'Riadok cenníka sa vyberá podľa typu zariadenia.',
    'Východisková cena je nákupná cena; ak je 0, použije sa priemerná nákupná cena zariadenia PNCZ.',
    'Cena sa znižuje podľa opotrebenia: × max(m; 1 − doba používania / Ž), kde Ž je životnosť zariadenia a m najmenší podiel zostávajúcej životnosti (parameter verzie vzorca).',
  ],
  kroky(k) {
    const nc = k.cislo('nakupnaCena') ?? fromInt(0);
    let cena: Fx;
    if (!isZero(nc)) cena = k.krok('Východisková cena: nákupná cena', `C = nákupná cena = ${cislo(nc)}`, nc);
    else {
      const pncz = k.symbol('PNCZ');
      cena = k.krok('Východisková cena: priemerná nákupná cena z cenníka, keďže nákupná cena je 0', `C = PNCZ = ${cislo(pncz)}`, pncz);
    }
    const z = k.symbol('Ž');
    if (isZero(z)) k.chybaCennika();
    const doba = k.cislo('dobaPouzivania') ?? fromInt(0);
    const floor = k.parameter(ZOSTATOK_NAJMENEJ.name);
    const zostatok = k.krok(
      `Podiel zostávajúcej životnosti (najmenej ${cislo(floor, 4)})`,
      `o = max(${cislo(floor, 4)}; 1 − doba používania / Ž) = max(${cislo(floor, 4)}; 1 − ${cislo(doba, 4)} / ${cislo(z, 4)})`,
      max(floor, sub(ONE, div(doba, z, 4))),
      4,
    );
    return k.krok('Hodnota zariadenia za kus', `C × o = ${cislo(cena)} × ${cislo(zostatok, 4)}`, mul(cena, zostatok));
  },
  priklady: [
    {
      nazov: 'Úľ Dadant, bez nákupnej ceny, používaný 6 rokov, 4 kusy',
      atributy: { typ: 'UL_DADANT', nakupnaCena: '0', dobaPouzivania: '6', pocetVRovnakejKategorii: '4' },
      kluce: { typZariadenia: 'UL_DADANT' },
      hodnoty: { PNCZ: 150, Ž: 15 },
      labels: { typ: 'úľ Dadant' },
    },
  ],
  parametre: [ZOSTATOK_NAJMENEJ],
};

/** Bee colonies: nadobúdacia hodnota, or PNH when 0; the row by typVcelstva = typ. */
export const VZOREC_VCELSTVA: VzorecDef = {
  kategoria: 'VCELSTVA',
  cennik: 'VCELSTVA',
  riadok: { typVcelstva: 'typ' },
  vstupy: ['typ', 'nadobudaciaHodnota'],
  popis: [
    'Riadok cenníka sa vyberá podľa typu (včelstvo, včelia matka).',
    'Hodnota za kus je zadaná nadobúdacia hodnota; ak sa nedá zistiť (0), použije sa priemerná nadobúdacia hodnota PNH.',
  ],
  kroky(k) {
    const nh = k.cislo('nadobudaciaHodnota') ?? fromInt(0);
    if (!isZero(nh)) return k.krok('Hodnota za kus: zadaná nadobúdacia hodnota', `nadobúdacia hodnota = ${cislo(nh)}`, nh);
    const pnh = k.symbol('PNH');
    return k.krok('Hodnota za kus: priemerná nadobúdacia hodnota z cenníka, keďže nadobúdacia hodnota je 0', `PNH = ${cislo(pnh)}`, pnh);
  },
  priklady: [
    {
      nazov: 'Včelstvo, nadobúdacia hodnota sa nedá zistiť, 3 kusy',
      atributy: { typ: 'VCELSTVO', nadobudaciaHodnota: '0', pocetVRovnakejKategorii: '3' },
      kluce: { typVcelstva: 'VCELSTVO' },
      hodnoty: { PNH: 120 },
    },
  ],
  parametre: [],
};

/**
 * Honey and secondary products, per colony: Hm·Nm + Hc·Nc + Hvo·Nvo + Hp·Np (the single row);
 * pocetVRovnakejKategorii is the number of colonies whose production was lost. The item's
 * celkovaHmotnost is not read: the proposal prices the production per colony of the price list
 * (flagged for the check against the annex).
 */
export const VZOREC_MED_A_DRUHOTNE_PRODUKTY: VzorecDef = {
  kategoria: 'MED_A_DRUHOTNE_PRODUKTY',
  cennik: 'MED_A_DRUHOTNE_PRODUKTY',
  riadok: {},
  vstupy: [],
  popis: [
    'Cenník má jediný riadok. Počet v rovnakej kategórii je počet včelstiev, ktorých produkcia bola poškodená.',
    'Hodnota na jedno včelstvo je súčet produkcie × ceny medu, cukru, vosku a propolisu: Hm·Nm + Hc·Nc + Hvo·Nvo + Hp·Np.',
    'Celková hmotnosť zadaná pri predmete škody sa do výpočtu nezapočítava.',
  ],
  kroky(k) {
    const par = (popis: string, h: string, n: string) => {
      const hv = k.symbol(h);
      const nv = k.symbol(n);
      return k.krok(popis, `${h} × ${n} = ${cislo(hv)} × ${cislo(nv)}`, mul(hv, nv));
    };
    const med = par('Med na včelstvo', 'Hm', 'Nm');
    const cukor = par('Cukor na včelstvo', 'Hc', 'Nc');
    const vosk = par('Vosk na včelstvo', 'Hvo', 'Nvo');
    const propolis = par('Propolis na včelstvo', 'Hp', 'Np');
    return k.krok(
      'Hodnota produkcie na jedno včelstvo',
      `${cislo(med)} + ${cislo(cukor)} + ${cislo(vosk)} + ${cislo(propolis)}`,
      add(add(med, cukor), add(vosk, propolis)),
    );
  },
  priklady: [
    {
      nazov: 'Produkcia 4 včelstiev',
      atributy: { celkovaHmotnost: '0', pocetVRovnakejKategorii: '4' },
      kluce: {},
      hodnoty: { Hm: 20, Nm: 8, Hc: 12, Nc: 1.05, Hvo: 0.5, Nvo: 12, Hp: 0.1, Np: 60 },
    },
  ],
  parametre: [],
};

/** Field crops: výmera × max(0, Vp × Cp × k − náklady na hektár); the row by druh = druhPolnePlodiny. */
export const VZOREC_POLNE_PLODINY: VzorecDef = {
  kategoria: 'POLNE_PLODINY',
  cennik: 'POLNE_PLODINY',
  riadok: { druh: 'druhPolnePlodiny' },
  vstupy: ['druhPolnePlodiny', 'redukcnyKoeficient', 'nakladyNaHektar', 'vymera'],
  popis: [
    'Riadok cenníka sa vyberá podľa druhu plodiny.',
    'Hodnota úrody na hektár Vp × Cp sa vynásobí redukčným koeficientom k (0 – 1; nezadaný = hodnota z verzie vzorca), odpočítajú sa ušetrené náklady na hektár (nie pod 0) a výsledok sa vynásobí výmerou.',
  ],
  kroky(k) {
    const vp = k.symbol('Vp');
    const cp = k.symbol('Cp');
    const urodaHa = k.krok('Hodnota úrody na hektár', `Vp × Cp = ${cislo(vp)} × ${cislo(cp)}`, mul(vp, cp));
    const kk = koeficient(k);
    const skodaHa = k.krok('Hodnota zničenej úrody na hektár', `Vp × Cp × k = ${cislo(urodaHa)} × ${cislo(kk, 4)}`, mul(urodaHa, kk));
    const naklady = k.cislo('nakladyNaHektar') ?? fromInt(0);
    const cistaHa = k.krok(
      'Po odpočítaní nákladov na hektár (najmenej 0)',
      `max(0; ${cislo(skodaHa)} − náklady na hektár ${cislo(naklady)})`,
      max(fromInt(0), sub(skodaHa, naklady)),
    );
    const vymera = k.cislo('vymera') ?? fromInt(0);
    return k.krok('Hodnota za výmeru', `výmera × ${cislo(cistaHa)} = ${cislo(vymera)} × ${cislo(cistaHa)}`, mul(vymera, cistaHa));
  },
  priklady: [
    {
      nazov: 'Kukurica na zrno, 1,25 ha, koeficient 0,6, náklady 150 EUR/ha',
      atributy: { druhPolnePlodiny: 'KUKURICA_NA_ZRNO', redukcnyKoeficient: '0.6', nakladyNaHektar: '150', vymera: '1.25', pocetVRovnakejKategorii: '1' },
      kluce: { druh: 'KUKURICA_NA_ZRNO' },
      hodnoty: { Vp: 7.5, Cp: 180 },
      labels: { druhPolnePlodiny: 'kukurica na zrno' },
    },
  ],
  parametre: [KOEFICIENT_NEZADANY],
};

/** Game: (hmotnosť, or PPH when 0) × Cj; the row by druh = druhPolovnaZver. */
export const VZOREC_POLOVNA_ZVER: VzorecDef = {
  kategoria: 'POLOVNA_ZVER',
  cennik: 'POLOVNA_ZVER',
  riadok: { druh: 'druhPolovnaZver' },
  vstupy: ['druhPolovnaZver', 'hmotnost'],
  popis: ['Riadok cenníka sa vyberá podľa druhu zveri.', 'Hmotnosť (ak je 0, plánovaná hmotnosť v koži PPH) × cena za kg diviny Cj.'],
  kroky(k) {
    const hm = k.cislo('hmotnost') ?? fromInt(0);
    let w: Fx;
    if (!isZero(hm)) w = k.krok('Hmotnosť: zadaná hmotnosť (kg)', `w = hmotnosť = ${cislo(hm)}`, hm);
    else {
      const pph = k.symbol('PPH');
      w = k.krok('Hmotnosť: plánovaná hmotnosť v koži z cenníka, keďže zadaná hmotnosť je 0', `w = PPH = ${cislo(pph)}`, pph);
    }
    const cj = k.symbol('Cj');
    return k.krok('Hodnota za kus', `w × Cj = ${cislo(w)} × ${cislo(cj)}`, mul(w, cj));
  },
  priklady: [
    {
      nazov: 'Jeleň lesný – jeleň, hmotnosť 0 (plánovaná hmotnosť)',
      atributy: { druhPolovnaZver: 'JELEN_LESNY_JELEN', hmotnost: '0', pocetVRovnakejKategorii: '1' },
      kluce: { druh: 'JELEN_LESNY_JELEN' },
      hodnoty: { PPH: 150, Cj: 3.5 },
      labels: { druhPolovnaZver: 'jeleň lesný – jeleň' },
    },
  ],
  parametre: [],
};

/** Fruit trees and shrubs: Hd × redukčný koeficient; the row by druh = druhOvocneStromyAKriky and vek. */
export const VZOREC_OVOCNE_STROMY_A_KRIKY: VzorecDef = {
  kategoria: 'OVOCNE_STROMY_A_KRIKY',
  cennik: 'OVOCNE_STROMY_A_KRIKY',
  riadok: { druh: 'druhOvocneStromyAKriky', vek: 'vek' },
  vstupy: ['druhOvocneStromyAKriky', 'vek', 'redukcnyKoeficient'],
  popis: [
    'Riadok cenníka sa vyberá podľa druhu a veku dreviny.',
    'Hodnota dreviny Hd × redukčný koeficient k (0 – 1; nezadaný = hodnota z verzie vzorca).',
  ],
  kroky(k) {
    const hd = k.symbol('Hd');
    const kk = koeficient(k);
    return k.krok('Hodnota za kus', `Hd × k = ${cislo(hd)} × ${cislo(kk, 4)}`, mul(hd, kk));
  },
  priklady: [
    {
      nazov: 'Jabloň, 7 – 10 rokov, koeficient 0,5, 6 kusov',
      atributy: { druhOvocneStromyAKriky: 'JABLON', vek: 'ROKY_7_10', redukcnyKoeficient: '0.5', pocetVRovnakejKategorii: '6' },
      kluce: { druh: 'JABLON', vek: 'ROKY_7_10' },
      hodnoty: { Hd: 90 },
      labels: { druhOvocneStromyAKriky: 'jabloň', vek: '7 – 10 rokov' },
    },
  ],
  parametre: [KOEFICIENT_NEZADANY],
};

/** Carcass-disposal fees: Cpk × celková hmotnosť (the single row). Confidence high. */
export const VZOREC_KAFILERICKE_POPLATKY: VzorecDef = {
  kategoria: 'KAFILERICKE_POPLATKY',
  cennik: 'KAFILERICKE_POPLATKY',
  riadok: {},
  vstupy: ['celkovaHmotnost'],
  popis: [
    'Cenník má jediný riadok.',
    'Cena za odvoz a spracovanie kadáveru Cpk × celková hmotnosť; počet v rovnakej kategórii násobí výsledok (pri celkovej hmotnosti všetkých kadáverov ponechajte 1).',
  ],
  kroky(k) {
    const cpk = k.symbol('Cpk');
    const hm = k.cislo('celkovaHmotnost') ?? fromInt(0);
    return k.krok('Poplatok', `Cpk × celková hmotnosť = ${cislo(cpk)} × ${cislo(hm)}`, mul(cpk, hm));
  },
  priklady: [
    {
      nazov: 'Kadávery s celkovou hmotnosťou 245,5 kg',
      atributy: { celkovaHmotnost: '245.5', dolozenyDoklad: 'true', pocetVRovnakejKategorii: '1' },
      kluce: {},
      hodnoty: { Cpk: 0.35 },
    },
  ],
  parametre: [],
};
