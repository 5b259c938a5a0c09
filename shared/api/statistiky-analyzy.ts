/**
 * Two statistics beyond the spec, both for VYHODNOCOVANIE_UDAJOV: 'Účinnosť opatrení' compares the
 * damage at places with recorded preventive measures before and after the measure
 * (functions/statistiky/domain/opatrenia-okna.ts), and 'Očakávané výplaty' estimates what the events
 * not yet decided will cost from the ratio awarded / computed of decided events
 * (functions/statistiky/domain/vyplaty-odhad.ts). Amounts in EUR.
 */
import { OPATRENIE_DRUHY } from '../domain/opatrenie';
import { UCINNOST_MESIACE } from './staff-lists';
import * as z from './zm';

export { UCINNOST_MESIACE };

export const ANALYZY_MSG = {
  mesiace: `Zadajte celé číslo od ${UCINNOST_MESIACE.min} do ${UCINNOST_MESIACE.max}.`,
} as const;

const mesiace = () =>
  z._default(
    z.number({ error: ANALYZY_MSG.mesiace }).check(z.int(ANALYZY_MSG.mesiace), z.minimum(UCINNOST_MESIACE.min, ANALYZY_MSG.mesiace), z.maximum(UCINNOST_MESIACE.max, ANALYZY_MSG.mesiace)),
    UCINNOST_MESIACE.predvolene,
  );

/** The comparison's window: N months before and N months after the measure. */
export const ucinnostOpatreniBody = z.object({ mesiace: mesiace() });
export type UcinnostOpatreniBody = z.output<typeof ucinnostOpatreniBody>;
export type UcinnostOpatreniInput = z.input<typeof ucinnostOpatreniBody>;

/** Column labels of a comparison line (the screen's table and the CSV). */
export const UCINNOST_STLPCE = {
  druhOpatrenia: 'Druh opatrenia',
  povodcaSkody: 'Pôvodca škody',
  pocetPoskodenych: 'Počet poškodených',
  pocetMiest: 'Počet miest',
  udalostiPred: 'Udalosti pred',
  udalostiPo: 'Udalosti po',
  sumaPred: 'Suma pred',
  sumaPo: 'Suma po',
  neukonceneOkno: 'Miesta s neukončeným obdobím po',
} as const;

/** One line: a kind of measure and the species of the damage it is compared on. */
export const ucinnostRiadokSchema = z.object({
  druhOpatrenia: z.enum(OPATRENIE_DRUHY),
  /** Label of the pôvodca ('Neurčený' without one). */
  povodcaSkody: z.string(),
  pocetPoskodenych: z.int(),
  pocetMiest: z.int(),
  udalostiPred: z.int(),
  udalostiPo: z.int(),
  sumaPred: z.number(),
  sumaPo: z.number(),
  /** Places with this measure whose after-window has not ended (not in the comparison). */
  neukonceneOkno: z.int(),
});
export type UcinnostRiadok = z.infer<typeof ucinnostRiadokSchema>;

export const ucinnostOpatreniResponse = z.object({
  mesiace: z.int(),
  /** The day the comparison was computed on (yyyy-MM-dd): after-windows ending on or after it are unfinished. */
  dnes: z.string(),
  riadky: z.array(ucinnostRiadokSchema),
});
export type UcinnostOpatreni = z.infer<typeof ucinnostOpatreniResponse>;

/** Amounts of a line of the expected payouts. */
export const vyplatySumySchema = z.object({
  /** Pending (not decided) events and their computed amounts. */
  pocetNerozhodnutych: z.int(),
  vypocitane: z.number(),
  ocakavane: z.number(),
  ocakavaneDolne: z.number(),
  ocakavaneHorne: z.number(),
  /** Events decided this calendar year (date of the decision) and what they granted. */
  pocetRozhodnutych: z.int(),
  rozhodnute: z.number(),
});
export type VyplatySumy = z.infer<typeof vyplatySumySchema>;

export const vyplatyRiadokSchema = z.extend(vyplatySumySchema, {
  /** Name of the ŠOP workplace ('Neurčené' without one). */
  pracovisko: z.string(),
  /** Category code ('' for decided events without items); the web shows PREDMET_SKODY_LABELS. */
  predmetSkodyKategoria: z.string(),
});
export type VyplatyRiadok = z.infer<typeof vyplatyRiadokSchema>;

/** Where a cell's ratios came from (functions/statistiky/domain/vyplaty-odhad.ts): the cell, its category in every region, every decided event, none. */
export const ZDROJE_POMERU = ['bunka', 'kategoria', 'celkovo', 'ziadne'] as const;
export type ZdrojPomeru = (typeof ZDROJE_POMERU)[number];

/** The ratio a cell (category × region) of pending items used. */
export const vyplatyPomerSchema = z.object({
  predmetSkodyKategoria: z.string(),
  kraj: z.string(),
  zdroj: z.enum(ZDROJE_POMERU),
  pocet: z.int(),
  median: z.number(),
  dolny: z.number(),
  horny: z.number(),
});
export type VyplatyPomer = z.infer<typeof vyplatyPomerSchema>;

export const ocakavaneVyplatyResponse = z.object({
  rok: z.int(),
  minPocet: z.int(),
  kvantilDolny: z.number(),
  kvantilHorny: z.number(),
  riadky: z.array(vyplatyRiadokSchema),
  spolu: vyplatySumySchema,
  pomery: z.array(vyplatyPomerSchema),
});
export type OcakavaneVyplaty = z.infer<typeof ocakavaneVyplatyResponse>;
