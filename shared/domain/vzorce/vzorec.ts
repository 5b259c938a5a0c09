/**
 * The formula engine: what a formula definition is, and how one is run against an item's attributes
 * and a price-list version. A definition (definicie-*.ts) states which price list and which row
 * prices the item, which inputs it reads, and its steps as code that records every step with a
 * Slovak description and the formula written with symbols and numbers. The same run produces the
 * stored breakdown (`Vypocet`) and the worked examples of the `/vzorce_{slug}.pdf` document, so the
 * two can never disagree.
 *
 * Every formula is a PROPOSAL (VZOREC_NAVRH): the annex of decree 170/2021 Z. z. was not available;
 * shared/design/DOMAIN.md §2 gives the reconstruction these follow.
 */
import { formatCisloSk, slovakNumberFormat } from '../../format/cislo';
import { type CennikRiadok, type CennikTyp, cennikDef } from '../cennik';
import type { PredmetSkodyKategoria } from '../predmet-skody';
import { jeViditelne, jeZakazane, type PredmetSkodyPole, poliaKategorie } from '../predmet-skody-polia';
import { type Fx, fromInt, fx, isZero, mul, round, toNumber } from './cisla';
import {
  CHYBA_CENNIK,
  type Vypocet,
  type VypocetKrok,
  type VypocetParameter,
  type VypocetSymbol,
  type VypocetVstup,
  type VypocetVzorec,
  VZOREC_NAVRH,
} from './vypocet';

/** A price-list row as the engine needs it (functions/data/cennik-repo.ts CennikRiadokItem fits). */
export type VzorecRiadok = CennikRiadok & { uuid: string };

/** The price-list version valid on the damage date. */
export interface VzorecVerzia {
  cisloVerzie: number;
  platnostOd: string;
  platnostDo?: string;
  polozky: readonly VzorecRiadok[];
}

/**
 * A number of a formula that is neither an input nor a price-list value – a divisor, a cap, the years
 * an age band counts for. The office sets them in time-versioned formula versions (like price
 * lists) and signs a version off against the decree's worked cases; `navrh` is the reconstruction's
 * value (DOMAIN.md §2), the default of a first version.
 */
export interface VzorecParameter {
  name: string;
  /** Slovak label, as shown on the formula screens, the breakdown and the PDF. */
  label: string;
  jednotka: string;
  navrh: number;
  min: number;
  max: number;
  /** Decimal places allowed (0: a whole number). */
  desatinne: 0 | 2 | 4;
}

/** Parameter values by name (a version's). */
export type VzorecParametre = Readonly<Record<string, number>>;

/** The reconstruction's values of a definition's parameters. */
export const navrhParametre = (def: VzorecDef): Record<string, number> => Object.fromEntries(def.parametre.map((p) => [p.name, p.navrh]));

/** What a formula's steps read: the item's visible inputs, the row's symbols, and the step recorder. */
export interface VzorecKontext {
  /** The item's sub-category (sheep, goats, cattle). */
  readonly sub: string | undefined;
  /** A visible, enabled input (wire string); undefined when hidden, disabled or empty. */
  hodnota(name: string): string | undefined;
  /** A visible, enabled numeric input; undefined when hidden or disabled, 0 when empty. */
  cislo(name: string): Fx | undefined;
  /** A value of the matched price-list row by its legend abbreviation (Hj, PHJ…); an empty cell stops the calculation ('chýba cenník!'). */
  symbol(skratka: string): Fx;
  /** Stops the calculation as 'chýba cenník!' (a row value the formula cannot use, e.g. a lifetime of 0). */
  chybaCennika(): never;
  /** A formula parameter of the version used (the definition's proposal where the version lacks it). */
  parameter(name: string): Fx;
  /** Records a step: Slovak description, the formula with symbols and numbers, its result (rounded to `decimals`). */
  krok(popis: string, vzorec: string, vysledok: Fx, decimals?: number): Fx;
}

/** A worked example of the PDF: the inputs and the row values (by abbreviation) it is computed with. */
export interface VzorecPriklad {
  nazov: string;
  atributy: Readonly<Record<string, string>>;
  /** Row key values of the example row (code-list keys as codes). */
  kluce: Readonly<Record<string, string | null>>;
  /** Row values by abbreviation. */
  hodnoty: Readonly<Record<string, number>>;
  /** Display values of code-list inputs. */
  labels?: Readonly<Record<string, string>>;
}

export interface VzorecDef {
  kategoria: PredmetSkodyKategoria;
  /** The price list that prices the category. */
  cennik: CennikTyp;
  /** The row: price-list key name → the item attribute whose value (code) it must equal; a row key null ('x') matches anything. */
  riadok: Readonly<Record<string, string>>;
  /** The item attributes the formula reads (for the breakdown's inputs and the PDF), besides pocetVRovnakejKategorii. */
  vstupy: readonly string[];
  /** The formula in words, for the PDF (Slovak paragraphs; the steps themselves come from `kroky`). */
  popis: readonly string[];
  /** The per-unit value; the engine multiplies by pocetVRovnakejKategorii and rounds to cents. */
  kroky(k: VzorecKontext): Fx;
  /** Worked examples for the PDF (illustrative values, not a price list). */
  priklady: readonly VzorecPriklad[];
  /** The numbers of the formula the office may set per version (empty: none). */
  parametre: readonly VzorecParameter[];
}

export const BEZ_CENNIKA = 'Pre tento predmet škody sa výška nevypočítava, zadajte ju manuálne.';
export const ZAOKRUHLENIE =
  'Každý medzivýsledok v eurách sa zaokrúhľuje na centy (na dve desatinné miesta, polovica nahor); pomery sa zaokrúhľujú na štyri desatinné miesta. Výsledok je jednotková hodnota vynásobená počtom v rovnakej kategórii.';

/** Slovak number: amounts with two decimals, ratios with up to four. */
export const cislo = (v: Fx, decimals = 2) => (decimals === 2 ? formatCisloSk(toNumber(v)) : slovakNumberFormat(0, 4).format(toNumber(v)));

/** A step's result as shown: two decimals, four for a ratio (0,5714). */
export const formatVysledokKroku = (n: number) => slovakNumberFormat(2, 4).format(n);

/** A row cell or an input as a decimal; null when empty or not a number. */
const asFx = (v: string | number | null | undefined): Fx | null => (v === null || v === undefined || v === '' ? null : fx(v));

/** Empty, malformed and negative values count as 0. */
export const nezaporne = (v: Fx | null | undefined): Fx => (v === null || v === undefined || v < 0n ? fromInt(0) : v);

class ChybaCennika extends Error {}

/** The rows matching the item: every non-null key equals the item's value; the most specific (fewest 'x') wins, then the first. */
export function najdiRiadok(def: VzorecDef, polozky: readonly VzorecRiadok[], atributy: Readonly<Record<string, string>>): VzorecRiadok | undefined {
  let best: VzorecRiadok | undefined;
  let bestScore = -1;
  for (const row of polozky) {
    let score = 0;
    let ok = true;
    for (const [kluc, atribut] of Object.entries(def.riadok)) {
      const rv = row[kluc];
      if (rv === null || rv === undefined) continue;
      if (String(rv) !== atributy[atribut]) {
        ok = false;
        break;
      }
      score++;
    }
    if (ok && score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

function riadokPopis(def: VzorecDef, row: CennikRiadok, labels: Readonly<Record<string, string>> | undefined): string {
  const cdef = cennikDef(def.cennik);
  if (!cdef.kluce.length) return 'jediný riadok cenníka';
  return cdef.kluce
    .map((k) => {
      const v = row[k.name];
      if (v === null || v === undefined) return `${k.label}: x`;
      const label = 'values' in k ? k.values[String(v)] : labels?.[def.riadok[k.name]];
      return `${k.label}: ${label ?? String(v)}`;
    })
    .join(', ');
}

const polia = (k: PredmetSkodyKategoria) => new Map(poliaKategorie(k).map((p) => [p.name, p]));

function vstupHodnota(p: PredmetSkodyPole, raw: string, labels: Readonly<Record<string, string>> | undefined): string {
  if (p.kind === 'bool') return raw === 'true' ? 'áno' : 'nie';
  if (p.kind === 'enum') return p.values[raw] ?? raw;
  if (p.kind === 'ciselnik') return labels?.[p.name] ?? raw;
  if (p.kind === 'text') return raw;
  const n = fx(raw);
  if (n === null) return raw;
  return p.kind === 'pocet' ? cislo(n, 4) : cislo(n);
}

/** The inputs the formula reads, as shown (hidden and disabled ones are left out). */
function vstupyOf(def: VzorecDef, atributy: Readonly<Record<string, string>>, labels?: Readonly<Record<string, string>>): VypocetVstup[] {
  const byName = polia(def.kategoria);
  const sub = atributy.secondaryCategory;
  const out: VypocetVstup[] = [];
  for (const name of ['secondaryCategory', ...def.vstupy, 'pocetVRovnakejKategorii']) {
    const p = byName.get(name);
    if (!p || !jeViditelne(p, sub) || jeZakazane(p, sub)) continue;
    if (out.some((v) => v.name === name)) continue;
    const raw = atributy[name];
    const shown = raw === undefined || raw === '' ? (name === 'pocetVRovnakejKategorii' ? '1' : '-') : vstupHodnota(p, raw, labels);
    out.push({ name, label: p.label, hodnota: shown });
  }
  return out;
}

/** Runs one definition against an item and a version (the caller has chosen the definition). */
export function spustitVzorec(
  def: VzorecDef,
  o: {
    atributy: Readonly<Record<string, string>>;
    verzia: VzorecVerzia | undefined;
    labels?: Readonly<Record<string, string>>;
    /** The formula version's parameters and its number (absent: the proposal's values, no version). */
    vzorec?: { parametre: VzorecParametre; verzia?: VypocetVzorec };
  },
): Vypocet {
  const vstupy = vstupyOf(def, o.atributy, o.labels);
  const vzorec = o.vzorec?.verzia ? { vzorec: o.vzorec.verzia } : {};
  const nevypocitane = (extra: Partial<Vypocet> = {}): Vypocet => ({
    vypocitane: false,
    vysledok: 0,
    dovod: CHYBA_CENNIK,
    symboly: [],
    vstupy,
    kroky: [],
    ...vzorec,
    navrh: VZOREC_NAVRH,
    ...extra,
  });
  if (!o.verzia) return nevypocitane();
  const cennik = { cisloVerzie: o.verzia.cisloVerzie, platnostOd: o.verzia.platnostOd, ...(o.verzia.platnostDo ? { platnostDo: o.verzia.platnostDo } : {}) };
  const row = najdiRiadok(def, o.verzia.polozky, o.atributy);
  if (!row) return nevypocitane({ cennik });
  const riadok = { uuid: row.uuid, popis: riadokPopis(def, row, o.labels) };

  const legend = cennikDef(def.cennik).hodnoty;
  const byName = polia(def.kategoria);
  const sub = o.atributy.secondaryCategory || undefined;
  const used = new Map<string, VypocetSymbol>();
  const usedParams = new Map<string, VypocetParameter>();
  const kroky: VypocetKrok[] = [];
  const vstup = (name: string): string | undefined => {
    const p = byName.get(name);
    if (!p || !jeViditelne(p, sub) || jeZakazane(p, sub)) return undefined;
    return o.atributy[name];
  };
  const k: VzorecKontext = {
    sub,
    hodnota: (name) => {
      const v = vstup(name);
      return v === '' ? undefined : v;
    },
    cislo: (name) => {
      const p = byName.get(name);
      if (!p || !jeViditelne(p, sub) || jeZakazane(p, sub)) return undefined;
      // the server validates the limits; a negative or malformed value never makes a negative amount
      return nezaporne(asFx(o.atributy[name]));
    },
    symbol: (skratka) => {
      const h = legend.find((x) => x.skratka === skratka);
      if (!h) throw new Error(`unknown symbol ${skratka} of ${def.cennik}`);
      const v = asFx(row[h.name]);
      if (v === null) throw new ChybaCennika();
      if (!used.has(skratka)) used.set(skratka, { skratka, vyznam: h.vyznam, jednotka: h.jednotka, hodnota: toNumber(v) });
      return v;
    },
    chybaCennika: () => {
      throw new ChybaCennika();
    },
    parameter: (name) => {
      const p = def.parametre.find((x) => x.name === name);
      if (!p) throw new Error(`unknown parameter ${name} of ${def.kategoria}`);
      const hodnota = o.vzorec?.parametre[name] ?? p.navrh;
      if (!usedParams.has(name)) usedParams.set(name, { name, label: p.label, jednotka: p.jednotka, hodnota });
      return fx(hodnota) ?? fromInt(0);
    },
    krok: (popis, vzorec, vysledok, decimals = 2) => {
      const r = round(vysledok, decimals);
      kroky.push({ popis, vzorec, vysledok: toNumber(r) });
      return r;
    },
  };
  try {
    const jednotka = def.kroky(k);
    const pocetRaw = o.atributy.pocetVRovnakejKategorii;
    const pocet = pocetRaw === undefined || pocetRaw === '' ? fromInt(1) : nezaporne(fx(pocetRaw) ?? fromInt(1));
    const spolu = k.krok(
      'Výška škody: jednotková hodnota × počet v rovnakej kategórii',
      `${cislo(jednotka)} × ${cislo(pocet, 4)}`,
      mul(jednotka, pocet),
    );
    const symboly = legend.filter((h) => used.has(h.skratka)).map((h) => used.get(h.skratka) as VypocetSymbol);
    const parametre = def.parametre.filter((p) => usedParams.has(p.name)).map((p) => usedParams.get(p.name) as VypocetParameter);
    return {
      vypocitane: true,
      vysledok: toNumber(spolu),
      cennik,
      riadok,
      symboly,
      vstupy,
      kroky,
      ...(parametre.length ? { parametre } : {}),
      ...vzorec,
      navrh: VZOREC_NAVRH,
    };
  } catch (err) {
    if (err instanceof ChybaCennika) return nevypocitane({ cennik, riadok });
    throw err;
  }
}

/** True when a decimal is zero (helpers for definitions). */
export const jeNula = (v: Fx | undefined) => v === undefined || isZero(v);

/** The row a worked example is computed with: its keys and its values placed in the legend's hodnotaN cells. */
export function prikladRiadok(def: VzorecDef, p: VzorecPriklad): VzorecRiadok {
  const row: Record<string, string | number | null> = { ...p.kluce };
  for (const h of cennikDef(def.cennik).hodnoty) row[h.name] = p.hodnoty[h.skratka] ?? null;
  return { ...row, uuid: 'priklad' };
}

/** The illustrative price-list version of the worked examples. */
export const PRIKLAD_VERZIA = { cisloVerzie: 1, platnostOd: '2024-01-01' } as const;

/**
 * A worked example computed by the same engine that prices items – the PDF's examples and the
 * decree's cases the office checks a formula version against (`parametre`: that version's).
 */
export const vypocitatPriklad = (def: VzorecDef, p: VzorecPriklad, vzorec?: { parametre: VzorecParametre; verzia?: VypocetVzorec }): Vypocet =>
  spustitVzorec(def, { atributy: p.atributy, labels: p.labels, verzia: { ...PRIKLAD_VERZIA, polozky: [prikladRiadok(def, p)] }, vzorec });
