/**
 * The result of pricing one damaged item: the amount and its step-by-step breakdown, so that the
 * office can follow every amount. Produced by the formula definitions of shared/domain/vzorce from the item's
 * attributes and the price-list version valid on the event's damage date; stored on the item,
 * shown on the item detail and in the event PDF.
 */
export interface VypocetCennik {
  cisloVerzie: number;
  /** yyyy-mm-dd */
  platnostOd: string;
  /** yyyy-mm-dd; absent = open-ended */
  platnostDo?: string;
}

/** The formula version (its parameters) an item was priced with; absent: the built-in proposal, no version stored yet. */
export interface VypocetVzorec {
  cisloVerzie: number;
  /** yyyy-mm-dd */
  platnostOd: string;
  /** yyyy-mm-dd; absent = open-ended */
  platnostDo?: string;
}

/** Who verified a formula version against the decree's worked cases and signed it off. */
export interface VypocetOverenie {
  /** Full name of the person who signed off. */
  meno: string;
  /** yyyy-mm-dd */
  datum: string;
  /** The office's reference (file number, the annex's edition…). */
  referencia: string;
}

/** A formula parameter as used in a calculation. */
export interface VypocetParameter {
  name: string;
  label: string;
  jednotka: string;
  hodnota: number;
}

export interface VypocetSymbol {
  /** The price-list legend's abbreviation (Hj, PHJ, Cp…). */
  skratka: string;
  vyznam: string;
  jednotka: string;
  hodnota: number;
}

export interface VypocetVstup {
  /** Attribute name (shared/domain/predmet-skody-polia.ts). */
  name: string;
  label: string;
  /** As shown (Slovak number format, code-list label…). */
  hodnota: string;
}

export interface VypocetKrok {
  /** Slovak description of the step ('Hmotnosť: paušálna hmotnosť z cenníka, keďže hmotnosť je 0'). */
  popis: string;
  /** The step written with symbols and with numbers ('PHJ × Hj = 45,00 × 2,10'). */
  vzorec: string;
  vysledok: number;
}

export interface Vypocet {
  /** Whether an amount was computed (false: no valid version, no matching row, or a category without a price list). */
  vypocitane: boolean;
  /** Rounded to cents; 0 when not computed. Already multiplied by pocetVRovnakejKategorii. */
  vysledok: number;
  /** Why not computed (Slovak), e.g. 'chýba cenník!'. */
  dovod?: string;
  cennik?: VypocetCennik;
  /** The price-list row used: its uuid and its key attributes as shown ('Kategória: bahnica, Chovnosť: chovný jedinec'). */
  riadok?: { uuid: string; popis: string };
  symboly: VypocetSymbol[];
  vstupy: VypocetVstup[];
  kroky: VypocetKrok[];
  /** The formula parameters the steps read (absent or empty: none). */
  parametre?: VypocetParameter[];
  /** The formula version used (absent: the built-in proposal). */
  vzorec?: VypocetVzorec;
  /**
   * The proposal marker ('návrh – overiť…'): the engine always sets it; whoever shows a stored
   * breakdown removes it and sets `overenie` when the version used has been signed off
   * (functions/vzorce/domain/overenie.ts) – the sign-off can come after the item was priced.
   */
  navrh?: string;
  /** The sign-off of the version used (set when shown, never stored). */
  overenie?: VypocetOverenie;
}

export const VZOREC_NAVRH = 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.';
export const CHYBA_CENNIK = 'chýba cenník!';
