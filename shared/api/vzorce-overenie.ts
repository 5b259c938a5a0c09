/**
 * Formula versions and their verification (the office's sign-off of the decree's arithmetic):
 * GET/POST under /api/is/cenniky/{cennikName}/vzorec. Each priced category's formula has its
 * parameters (shared/domain/vzorce `VzorecParameter`) in time-versioned records like price lists;
 * the office enters the decree's worked cases (inputs, row values → the amount the decree gives),
 * sees each case pass or fail against the product's computation for a version, and a person with
 * SPRAVA_CENNIKOV signs a version off ('overený') with a reference. Until then every breakdown, the
 * event PDF and the formula PDF carry the proposal notice.
 */
import { cennikTypParam } from './cenniky';
import * as z from './zm';
import { isoDate, requiredText, uuid } from './zm-fields';

export const VZOREC_TEXTS = {
  nadpis: 'Overenie vzorca',
  odkaz: 'Overenie vzorca',
  overeny: 'OVERENÝ',
  navrh: 'NÁVRH',
  verzie: 'Verzie parametrov vzorca',
  ziadnaVerzia: 'Vzorec zatiaľ nemá uloženú verziu parametrov: výpočty používajú hodnoty návrhu.',
  parametre: 'Parametre vzorca',
  bezParametrov: 'Vzorec tejto kategórie nemá parametre: overujú sa len jeho kroky a ceny z cenníka.',
  pripady: 'Prípady z vyhlášky',
  ziadnePripady: 'Zatiaľ nie je zadaný žiadny prípad z vyhlášky.',
  zhoda: 'Zhoda',
  nezhoda: 'Nezhoda',
  novaVerzia: 'Nová verzia parametrov',
  pridatPripad: 'Pridať prípad z vyhlášky',
  oznacitOvereny: 'Označiť verziu ako overenú',
  overil: (meno: string, datum: string, referencia: string) => `Overil(a) ${meno} dňa ${datum}, ${referencia}`,
  verziaVzorca: (cislo: number, od: string) => `Verzia vzorca ${cislo} (platná od ${od})`,
  bezVerzie: 'Vzorec: hodnoty návrhu (bez uloženej verzie)',
} as const;

export const VZOREC_ERRORS = {
  cislo: 'Zadajte číslo.',
  rozsah: (min: string, max: string) => `Zadajte číslo od ${min} do ${max}.`,
  desatinne: (n: number) => (n === 0 ? 'Zadajte celé číslo.' : `Zadajte číslo s najviac ${n} desatinnými miestami.`),
  neznamyVstup: 'Neznámy vstup vzorca.',
  neznamaHodnota: 'Neznáma hodnota.',
  platnostOd: (od: string) => `Platnosť novej verzie môže začať najskôr ${od}.`,
  zmenene: 'Verzie vzorca sa medzitým zmenili. Načítajte stránku znova.',
  bezPripadov: 'Verziu nemožno označiť ako overenú: nie je zadaný žiadny prípad z vyhlášky.',
  nezhoda: (n: number) => `Verziu nemožno označiť ako overenú: ${n === 1 ? '1 prípad z vyhlášky sa nezhoduje' : `${n} prípady z vyhlášky sa nezhodujú`} s výpočtom.`,
  uzOverena: 'Verzia je už označená ako overená.',
  pripadyZmenene: 'Prípady z vyhlášky sa medzitým zmenili. Skontrolujte ich výsledky a overenie zopakujte.',
  neexistujeVerzia: 'Verzia vzorca neexistuje.',
  bezVzorca: 'Táto kategória nemá vzorec: výška škody sa zadáva manuálne.',
  potvrdenie: 'Potvrďte, že ste prípady porovnali s prílohou vyhlášky.',
} as const;

export const vzorecParams = z.object({ cennikName: cennikTypParam() });
export const vzorecVerziaParams = z.object({ cennikName: cennikTypParam(), cislo: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)) });
export const vzorecPripadParams = z.object({ cennikName: cennikTypParam(), id: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });

const osoba = z.object({ meno: z.string(), priezvisko: z.string() });
const overenieSchema = z.object({ meno: z.string(), datum: z.string(), referencia: z.string() });

export const vzorecVysledokSchema = z.object({
  pripadUuid: z.string(),
  vypocitane: z.boolean(),
  vysledok: z.number(),
  zhoda: z.boolean(),
});

export const vzorecVerziaSchema = z.object({
  cisloVerzie: z.int(),
  platnostOd: z.string(),
  platnostDo: z.optional(z.string()),
  /** Valid today. */
  platna: z.boolean(),
  parametre: z.record(z.string(), z.number()),
  datumVytvorenia: z.string(),
  vytvoril: z.optional(osoba),
  overenie: z.optional(overenieSchema),
  /** Each worked case computed with this version's parameters. */
  vysledky: z.array(vzorecVysledokSchema),
});
export type VzorecVerziaView = z.infer<typeof vzorecVerziaSchema>;

export const vzorecPripadSchema = z.object({
  uuid: z.string(),
  nazov: z.string(),
  /** Item inputs (wire strings, as on a damaged item). */
  atributy: z.record(z.string(), z.string()),
  /** Price-list row values by abbreviation (Hj, JC…). */
  hodnoty: z.record(z.string(), z.number()),
  ocakavanaSuma: z.number(),
  datumVytvorenia: z.string(),
  vytvoril: z.optional(osoba),
});
export type VzorecPripadView = z.infer<typeof vzorecPripadSchema>;

export const vzorecDetailResponse = z.object({
  kategoria: z.string(),
  label: z.string(),
  parametre: z.array(
    z.object({ name: z.string(), label: z.string(), jednotka: z.string(), navrh: z.number(), min: z.number(), max: z.number(), desatinne: z.int() }),
  ),
  /** The item inputs a case may set (attribute names of shared/domain/predmet-skody-polia.ts). */
  vstupy: z.array(z.string()),
  /** The price-list legend symbols a case gives. */
  symboly: z.array(z.object({ skratka: z.string(), vyznam: z.string(), jednotka: z.string() })),
  verzie: z.array(vzorecVerziaSchema),
  pripady: z.array(vzorecPripadSchema),
  /** Bumped by every added or removed case: a sign-off names the cases it saw. */
  pripadyRevizia: z.int(),
  /** The newest version number (0: none); a new version sends it back. */
  posledneCislo: z.int(),
  /** The earliest start of a new version (yyyy-mm-dd). */
  novaVerziaMinOd: z.string(),
});
export type VzorecDetail = z.infer<typeof vzorecDetailResponse>;

/** A decimal typed by a person: '12,5' or '12.5' (validated against the parameter's range by the server). */
const cisloText = () => z.string().check(z.trim(), z.maxLength(30));

export const vzorecNovaVerziaBody = z.object({
  platnostOd: isoDate(),
  parametre: z.record(z.string().check(z.maxLength(80)), cisloText()),
  posledneCislo: z.int().check(z.minimum(0), z.maximum(1_000_000)),
});
export type VzorecNovaVerzia = z.input<typeof vzorecNovaVerziaBody>;

export const vzorecPripadBody = z.object({
  nazov: requiredText(200),
  atributy: z.record(z.string().check(z.maxLength(80)), z.string().check(z.trim(), z.maxLength(100))),
  hodnoty: z.record(z.string().check(z.maxLength(20)), cisloText()),
  ocakavanaSuma: cisloText(),
});
export type VzorecPripadInput = z.input<typeof vzorecPripadBody>;

export const vzorecOverenieBody = z.object({
  referencia: requiredText(200),
  pripadyRevizia: z.int().check(z.minimum(0), z.maximum(1_000_000_000)),
  potvrdenie: z.literal(true, { error: VZOREC_ERRORS.potvrdenie }),
});
export type VzorecOverenieInput = z.input<typeof vzorecOverenieBody>;
