/**
 * Preventive measures of a damage event (spec part 2 §3 'Preventive-measures record', §5 'Preventive
 * measures', §7 'Preventive measures'). One description of the four kinds of measure drives the
 * server's code-list checks, the web form and the label–value description (PDF, the tab).
 */
import type { CiselnikTyp } from '../domain/ciselnik';
import { OPATRENIE_DRUHY, type OpatrenieDruh } from '../domain/opatrenie';
import { SKODOVA_UDALOST_STAVY } from '../domain/skodova-udalost';
import { type CiselnikRef, ciselnikRefSchema } from './ciselnik-ref';
import { LIMITS } from './limits';
import { OPATRENIA_MSG, OPATRENIE_DRUH_LABELS } from './opatrenia-texts';
import { anoNie, type Opis } from './opis';
import * as z from './zm';
import { msg, optionalText, optionalUuid, uuid } from './zm-fields';

/** Limits of §5 / §9. */
export const OPATRENIA_LIMITS = { pocet: 99999 } as const;

export const opatreniaIdParams = z.object({ id: uuid() });
export const opatreniaEventParams = z.object({ skodovaUdalostId: uuid() });
export const opatrenieDeleteParams = z.object({ skodovaUdalostId: uuid(), preventivneOpatrenieId: uuid() });

export { type CiselnikRef, ciselnikRefSchema } from './ciselnik-ref';

// ---- The four kinds ---------------------------------------------------------------------------

export { OPATRENIE_DRUHY, type OpatrenieDruh } from '../domain/opatrenie';

/** Path segment of each kind's POST (spec part 2 §7). */
export const OPATRENIE_SLUG: Record<OpatrenieDruh, string> = {
  pastieri: 'pastieri-ostraha',
  umiestnenieStada: 'umiestnenie-stada',
  ochranneTechnickeZariadenia: 'ochranne-technicke-zariadenia',
  straznePsy: 'strazne-psy',
};

export { OPATRENIE_DRUH_LABELS } from './opatrenia-texts';

export type OpatreniePoleDef =
  | { name: string; label: string; kind: 'text'; max: number }
  | { name: string; label: string; kind: 'number'; max: number }
  | { name: string; label: string; kind: 'bool' }
  | { name: string; label: string; kind: 'ciselnik'; typ: CiselnikTyp };

const text = (name: string, label: string): OpatreniePoleDef => ({ name, label, kind: 'text', max: LIMITS.text });
const pocet = (name: string, label: string): OpatreniePoleDef => ({ name, label, kind: 'number', max: OPATRENIA_LIMITS.pocet });
const ciselnik = (name: string, label: string, typ: CiselnikTyp): OpatreniePoleDef => ({ name, label, kind: 'ciselnik', typ });

/** The fields of each kind in the spec's order (§3), with their Slovak labels, limits (§5) and code lists. */
export const OPATRENIE_POLIA: Record<OpatrenieDruh, readonly OpatreniePoleDef[]> = {
  pastieri: [
    text('meno', 'Meno'),
    text('priezvisko', 'Priezvisko'),
    text('cinnostVCaseVznikuSkody', 'Činnosť v čase vzniku škody'),
    ciselnik('vzdialenostOdStada', 'Vzdialenosť od stáda', 'PASTIERI_VZDIALENOST_OD_STADA'),
  ],
  umiestnenieStada: [
    ciselnik('umiestnenie', 'Umiestnenie', 'UMIESTNENIE_STADA'),
    text('druhObjektu', 'Druh objektu'),
    ciselnik('vzdialenostOdLesnychPorastov', 'Vzdialenosť od lesných porastov', 'UMIESTNENIE_STADA_VZDIALENOST_OD_LESA'),
    pocet('mnozstvoHospodarskychZvierat', 'Množstvo hospodárskych zvierat'),
    text('druhMaterialu', 'Druh materiálu'),
    ciselnik('vyskaOhrady', 'Výška ohrady', 'UMIESTNENIE_STADA_VYSKA_OHRADY'),
  ],
  ochranneTechnickeZariadenia: [
    text('typVyrobcaModel', 'Typ, výrobca, model'),
    text('napatie', 'Napätie'),
    ciselnik('zdrojElEnergie', 'Zdroj el. energie', 'OTZ_ZDROJ_EL_ENERGIE'),
    ciselnik('pocetVodicov', 'Počet vodičov', 'OTZ_POCET_VODICOV'),
    ciselnik('vyskaOtz', 'Výška OTZ', 'OTZ_VYSKA'),
    ciselnik('technickyStavOtz', 'Technický stav OTZ', 'OTZ_TECHNICKY_STAV'),
    text('odplasovacieZariadenia', 'Odplašovacie zariadenia'),
    { name: 'trvaleOplotenie', label: 'Trvalé oplotenie', kind: 'bool' },
  ],
  straznePsy: [
    text('rasa', 'Rasa'),
    ciselnik('vek', 'Vek', 'STRAZNY_PES_VEK'),
    ciselnik('drzanie', 'Držanie', 'STRAZNY_PES_DRZANIE'),
    ciselnik('vzdialenostOdStada', 'Vzdialenosť od stáda', 'STRAZNY_PES_VZDIALENOST_OD_STADA'),
    pocet('pocetPsov', 'Počet psov'),
    ciselnik('spravanie', 'Správanie', 'STRAZNY_PES_SPRAVANIE'),
    ciselnik('nasledky', 'Následky', 'STRAZNY_PES_NASLEDKY'),
  ],
};

/** Every code-list type a measure select reads (the web loads them in one call). */
export const OPATRENIA_CISELNIK_TYPY = [
  ...new Set(
    Object.values(OPATRENIE_POLIA)
      .flat()
      .flatMap((p) => (p.kind === 'ciselnik' ? [p.typ] : [])),
  ),
] as CiselnikTyp[];

export { OPATRENIA_MSG } from './opatrenia-texts';

const count = () =>
  z.pipe(
    z.optional(
      z.union([
        z.number().check(z.int(OPATRENIA_MSG.cislo(OPATRENIA_LIMITS.pocet)), z.minimum(0, OPATRENIA_MSG.cislo(OPATRENIA_LIMITS.pocet)), z.maximum(OPATRENIA_LIMITS.pocet, OPATRENIA_MSG.cislo(OPATRENIA_LIMITS.pocet))),
        z.null(),
      ]),
    ),
    z.transform((v) => v ?? undefined),
  );
const optionalBool = () => z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? undefined));

/** A measure must say something: at least one field filled (a 'false' box counts). */
const notEmpty = <T extends z.ZodMiniObject>(o: T) =>
  o.check(z.refine((v) => Object.values(v as Record<string, unknown>).some((x) => x !== undefined), { message: OPATRENIA_MSG.prazdne }));

export const pastierBody = notEmpty(
  z.object({
    meno: optionalText(),
    priezvisko: optionalText(),
    cinnostVCaseVznikuSkody: optionalText(),
    vzdialenostOdStada: optionalUuid(),
  }),
);
export const umiestnenieStadaBody = notEmpty(
  z.object({
    umiestnenie: optionalUuid(),
    druhObjektu: optionalText(),
    vzdialenostOdLesnychPorastov: optionalUuid(),
    mnozstvoHospodarskychZvierat: count(),
    druhMaterialu: optionalText(),
    vyskaOhrady: optionalUuid(),
  }),
);
export const ochranneTechnickeZariadenieBody = notEmpty(
  z.object({
    typVyrobcaModel: optionalText(),
    napatie: optionalText(),
    zdrojElEnergie: optionalUuid(),
    pocetVodicov: optionalUuid(),
    vyskaOtz: optionalUuid(),
    technickyStavOtz: optionalUuid(),
    odplasovacieZariadenia: optionalText(),
    trvaleOplotenie: optionalBool(),
  }),
);
export const straznyPesBody = notEmpty(
  z.object({
    rasa: optionalText(),
    vek: optionalUuid(),
    drzanie: optionalUuid(),
    vzdialenostOdStada: optionalUuid(),
    pocetPsov: count(),
    spravanie: optionalUuid(),
    nasledky: optionalUuid(),
  }),
);

export const OPATRENIE_BODY = {
  pastieri: pastierBody,
  umiestnenieStada: umiestnenieStadaBody,
  ochranneTechnickeZariadenia: ochranneTechnickeZariadenieBody,
  straznePsy: straznyPesBody,
} as const;
export type OpatrenieBody<D extends OpatrenieDruh> = z.output<(typeof OPATRENIE_BODY)[D]>;
export type OpatrenieInput<D extends OpatrenieDruh> = z.input<(typeof OPATRENIE_BODY)[D]>;

/**
 * A measure as stored on the event record (`SkodovaUdalostItem.opatrenia`): the body's values, a
 * code-list field under its name + 'Id' (the item's uuid), and the measure's own uuid.
 */
export type OpatrenieZaznam = { uuid: string } & Record<string, string | number | boolean | undefined>;

/** The measures part of the event record. */
export interface OpatreniaZaznam {
  minuleOpatrenieRealizacia?: boolean;
  minuleOpatrenieOpis?: string;
  navrhNovychOpatreni?: boolean;
  noveOpatreniePopis?: string;
  pastieri: OpatrenieZaznam[];
  umiestnenieStada: OpatrenieZaznam[];
  ochranneTechnickeZariadenia: OpatrenieZaznam[];
  straznePsy: OpatrenieZaznam[];
}

export const ciselnikPoleId = (name: string) => `${name}Id`;

// ---- Responses --------------------------------------------------------------------------------

const ref = () => z.optional(ciselnikRefSchema);
export const pastierSchema = z.object({
  uuid: z.string(),
  meno: z.optional(z.string()),
  priezvisko: z.optional(z.string()),
  cinnostVCaseVznikuSkody: z.optional(z.string()),
  vzdialenostOdStada: ref(),
});
export const umiestnenieStadaSchema = z.object({
  uuid: z.string(),
  umiestnenie: ref(),
  druhObjektu: z.optional(z.string()),
  vzdialenostOdLesnychPorastov: ref(),
  mnozstvoHospodarskychZvierat: z.optional(z.number()),
  druhMaterialu: z.optional(z.string()),
  vyskaOhrady: ref(),
});
export const ochranneTechnickeZariadenieSchema = z.object({
  uuid: z.string(),
  typVyrobcaModel: z.optional(z.string()),
  napatie: z.optional(z.string()),
  zdrojElEnergie: ref(),
  pocetVodicov: ref(),
  vyskaOtz: ref(),
  technickyStavOtz: ref(),
  odplasovacieZariadenia: z.optional(z.string()),
  trvaleOplotenie: z.optional(z.boolean()),
});
export const straznyPesSchema = z.object({
  uuid: z.string(),
  rasa: z.optional(z.string()),
  vek: ref(),
  drzanie: ref(),
  vzdialenostOdStada: ref(),
  pocetPsov: z.optional(z.number()),
  spravanie: ref(),
  nasledky: ref(),
});

export const opatreniaDetailSchema = z.object({
  skodovaUdalostId: z.string(),
  skodovaUdalostStav: z.enum(SKODOVA_UDALOST_STAVY),
  minuleOpatrenieRealizacia: z.optional(z.boolean()),
  minuleOpatrenieOpis: z.optional(z.string()),
  navrhNovychOpatreni: z.optional(z.boolean()),
  noveOpatreniePopis: z.optional(z.string()),
  pastieri: z.array(pastierSchema),
  umiestnenieStada: z.array(umiestnenieStadaSchema),
  ochranneTechnickeZariadenia: z.array(ochranneTechnickeZariadenieSchema),
  straznePsy: z.array(straznyPesSchema),
  version: z.int(),
});
export type OpatreniaDetail = z.infer<typeof opatreniaDetailSchema>;
export type OpatrenieView = OpatreniaDetail[OpatrenieDruh][number];

export const opatreniaUpdateBody = z.object({
  minuleOpatrenieRealizacia: optionalBool(),
  minuleOpatrenieOpis: optionalText(LIMITS.longText),
  navrhNovychOpatreni: optionalBool(),
  noveOpatreniePopis: optionalText(LIMITS.longText),
  version: z.number({ error: msg.required }).check(z.int()),
});
export type OpatreniaUpdate = z.input<typeof opatreniaUpdateBody>;

export const opatrenieCreateResponse = z.object({ uuid: z.string() });

/** The two yes/no questions with their descriptions (spec part 2 §3, §5). */
export const OPATRENIA_OTAZKY = {
  minuleOpatrenieRealizacia: 'Boli v minulosti realizované preventívne opatrenia?',
  minuleOpatrenieOpis: 'Popis realizovaných preventívnych opatrení',
  navrhNovychOpatreni: 'Navrhujú sa nové preventívne opatrenia?',
  noveOpatreniePopis: 'Popis navrhovaných preventívnych opatrení',
} as const;

// ---- Label–value descriptions (the tab, the PDF) ----------------------------------------------

export { ANO, NIE, type Opis } from './opis';

/** One measure as label–value pairs, every field of its kind in the spec's order ('' when not filled). */
export function opisOpatrenia(druh: OpatrenieDruh, o: OpatrenieView): Opis[] {
  const values = o as unknown as Record<string, unknown>;
  return OPATRENIE_POLIA[druh].map((p) => {
    const v = values[p.name];
    if (p.kind === 'ciselnik') return { label: p.label, value: (v as CiselnikRef | undefined)?.label ?? '' };
    if (p.kind === 'bool') return { label: p.label, value: anoNie(v as boolean | undefined) };
    return { label: p.label, value: v === undefined || v === null ? '' : String(v) };
  });
}

/** The measures record: the two questions, then each kind with its measures (only kinds that have some). */
export function opisOpatreni(d: OpatreniaDetail): { otazky: Opis[]; druhy: { druh: OpatrenieDruh; nazov: string; opatrenia: Opis[][] }[] } {
  return {
    otazky: [
      { label: OPATRENIA_OTAZKY.minuleOpatrenieRealizacia, value: anoNie(d.minuleOpatrenieRealizacia) },
      { label: OPATRENIA_OTAZKY.minuleOpatrenieOpis, value: d.minuleOpatrenieOpis ?? '' },
      { label: OPATRENIA_OTAZKY.navrhNovychOpatreni, value: anoNie(d.navrhNovychOpatreni) },
      { label: OPATRENIA_OTAZKY.noveOpatreniePopis, value: d.noveOpatreniePopis ?? '' },
    ],
    druhy: OPATRENIE_DRUHY.filter((druh) => d[druh].length > 0).map((druh) => ({
      druh,
      nazov: OPATRENIE_DRUH_LABELS[druh],
      opatrenia: (d[druh] as OpatrenieView[]).map((o) => opisOpatrenia(druh, o)),
    })),
  };
}

export { opisFormat } from './opis';
