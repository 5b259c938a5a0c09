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
  /** Always the proposal marker: the formulas are a reconstruction (DOMAIN.md §2). */
  navrh: string;
}

export const VZOREC_NAVRH = 'návrh – overiť voči prílohe vyhlášky č. 170/2021 Z. z.';
export const CHYBA_CENNIK = 'chýba cenník!';
