/**
 * Final statement and proceedings of a damage event (spec part 2 §3 'Final statement', 'Proceedings',
 * §4 'Other state rules', §5 'Final statement and proceedings', §7).
 */
import { SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav, skodovaUdalostMoze } from '../domain/skodova-udalost';
import { LIMITS } from './limits';
import { ciselnikRefSchema } from './ciselnik-ref';
import { type Opis, opisFormat } from './opis';
import * as z from './zm';
import { msg, optionalPastDate, optionalText, optionalUuid, uuid } from './zm-fields';

export const konanieIdParams = z.object({ id: uuid() });

/** Largest amount of a decision (§9: amounts up to 999999.99 EUR). */
export const SUMA_MAX = 999999.99;

export const KONANIE_MSG = {
  akciaNepovolena: (stav: string) => `Akcia nie je v stave škodovej udalosti ${stav} povolená.`,
  poleZamknute: (stav: string) => `Údaj nie je v stave škodovej udalosti ${stav} možné meniť.`,
  suma: 'Zadajte sumu od 0 do 999 999,99 EUR (najviac dve desatinné miesta).',
  rozhodnutiePredZiadostou: 'Dátum vydania rozhodnutia nemôže byť skôr ako dátum prijatia žiadosti.',
  ulozene: 'Údaje boli úspešne uložené.',
} as const;

// ---- Final statement ----------------------------------------------------------------------------

export const ZAVERECNE_STANOVISKO_LABELS = {
  zdovodnenie: 'Zdôvodnenie',
  navrhNaUhraduSkody: 'Návrh na úhradu škody',
  povodcaSkody: 'Pôvodca škody',
  zhodnotenieOpatreni: 'Zhodnotenie preventívnych opatrení',
} as const;

/** The code-list type of each select of the statement (shared/domain/ciselnik.ts). */
export const ZAVERECNE_STANOVISKO_CISELNIKY = {
  navrhNaUhraduSkody: 'NAVRH_NA_UHRADU_SKODY',
  povodcaSkody: 'POVODCA_SKODY',
  zhodnotenieOpatreni: 'ZHODNOTENIE_OPATRENI',
} as const;

/** The statement as stored on the event record (`SkodovaUdalostItem.zaverecneStanovisko`, code-list uuids). */
export interface ZaverecneStanoviskoZaznam {
  zdovodnenie?: string;
  navrhNaUhraduSkodyId?: string;
  povodcaSkodyId?: string;
  zhodnotenieOpatreniId?: string;
}

export const zaverecneStanoviskoSchema = z.object({
  skodovaUdalostId: z.string(),
  oznamenieId: z.optional(z.string()),
  skodovaUdalostStav: z.enum(SKODOVA_UDALOST_STAVY),
  zdovodnenie: z.optional(z.string()),
  navrhNaUhraduSkody: z.optional(ciselnikRefSchema),
  povodcaSkody: z.optional(ciselnikRefSchema),
  zhodnotenieOpatreni: z.optional(ciselnikRefSchema),
  version: z.int(),
});
export type ZaverecneStanovisko = z.infer<typeof zaverecneStanoviskoSchema>;

/** zaverecneStanoviskoUpdate (spec part 2 §7): the selects carry the code-list item's uuid. */
export const zaverecneStanoviskoUpdateBody = z.object({
  zdovodnenie: optionalText(LIMITS.longText),
  navrhNaUhraduSkody: optionalUuid(),
  povodcaSkody: optionalUuid(),
  zhodnotenieOpatreni: optionalUuid(),
  version: z.number({ error: msg.required }).check(z.int()),
});
export type ZaverecneStanoviskoUpdate = z.input<typeof zaverecneStanoviskoUpdateBody>;

// ---- Proceedings ----------------------------------------------------------------------------------

export const KONANIE_LABELS = {
  datumPrijatiaZiadosti: 'Dátum prijatia žiadosti',
  cisloRozhodnutia: 'Číslo rozhodnutia',
  datumVydaniaRozhodnutia: 'Dátum vydania rozhodnutia',
  sumaPriznanaVRozhodnuti: 'Suma priznaná v rozhodnutí',
} as const;
export type KonaniePole = keyof typeof KONANIE_LABELS;
export const KONANIE_POLIA = Object.keys(KONANIE_LABELS) as KonaniePole[];

/** Fields of the proceedings a state allows to change (§4: request date in VYSETRENA, the decision in PRIJATA_ZIADOST and ROZHODNUTA). */
export function konanieEditovatelnePolia(stav: SkodovaUdalostStav): KonaniePole[] {
  return [
    ...(skodovaUdalostMoze('konanieZiadost', stav) ? (['datumPrijatiaZiadosti'] as const) : []),
    ...(skodovaUdalostMoze('konanieRozhodnutie', stav) ? (['cisloRozhodnutia', 'datumVydaniaRozhodnutia', 'sumaPriznanaVRozhodnuti'] as const) : []),
  ];
}

/** The proceedings as stored on the event record (`SkodovaUdalostItem.konanie`, dates yyyy-MM-dd). */
export interface KonanieZaznam {
  datumPrijatiaZiadosti?: string;
  cisloRozhodnutia?: string;
  datumVydaniaRozhodnutia?: string;
  sumaPriznanaVRozhodnuti?: number;
}

export const konanieSchema = z.object({
  skodovaUdalostId: z.string(),
  skodovaUdalostStav: z.enum(SKODOVA_UDALOST_STAVY),
  datumPrijatiaZiadosti: z.optional(z.string()),
  cisloRozhodnutia: z.optional(z.string()),
  datumVydaniaRozhodnutia: z.optional(z.string()),
  sumaPriznanaVRozhodnuti: z.optional(z.number()),
  version: z.int(),
});
export type Konanie = z.infer<typeof konanieSchema>;

/** 0–999999.99 in whole cents. */
export const suma = () =>
  z
    .number({ error: KONANIE_MSG.suma })
    .check(
      z.minimum(0, KONANIE_MSG.suma),
      z.maximum(SUMA_MAX, KONANIE_MSG.suma),
      z.refine((n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, KONANIE_MSG.suma),
    );

export const konanieUpdateBody = z.object({
  datumPrijatiaZiadosti: optionalPastDate(),
  cisloRozhodnutia: optionalText(LIMITS.text),
  datumVydaniaRozhodnutia: optionalPastDate(),
  sumaPriznanaVRozhodnuti: z.pipe(
    z.optional(z.union([suma(), z.null()])),
    z.transform((v) => v ?? undefined),
  ),
  version: z.number({ error: msg.required }).check(z.int()),
});
export type KonanieUpdate = z.input<typeof konanieUpdateBody>;

// ---- Label–value descriptions (the PDF) ---------------------------------------------------------

export function opisZaverecnehoStanoviska(s: Omit<ZaverecneStanovisko, 'skodovaUdalostId' | 'skodovaUdalostStav' | 'version'>): Opis[] {
  return [
    { label: ZAVERECNE_STANOVISKO_LABELS.navrhNaUhraduSkody, value: s.navrhNaUhraduSkody?.label ?? '' },
    { label: ZAVERECNE_STANOVISKO_LABELS.povodcaSkody, value: s.povodcaSkody?.label ?? '' },
    { label: ZAVERECNE_STANOVISKO_LABELS.zhodnotenieOpatreni, value: s.zhodnotenieOpatreni?.label ?? '' },
    { label: ZAVERECNE_STANOVISKO_LABELS.zdovodnenie, value: s.zdovodnenie ?? '' },
  ];
}

/** Dates dd.MM.yyyy, the amount in the Slovak format with EUR. */
export function opisKonania(k: KonanieZaznam): Opis[] {
  return [
    { label: KONANIE_LABELS.datumPrijatiaZiadosti, value: opisFormat.datum(k.datumPrijatiaZiadosti) },
    { label: KONANIE_LABELS.cisloRozhodnutia, value: k.cisloRozhodnutia ?? '' },
    { label: KONANIE_LABELS.datumVydaniaRozhodnutia, value: opisFormat.datum(k.datumVydaniaRozhodnutia) },
    { label: KONANIE_LABELS.sumaPriznanaVRozhodnuti, value: opisFormat.suma(k.sumaPriznanaVRozhodnuti) },
  ];
}
