/**
 * Damage-event contracts (spec part 2 §3 'Damage event detail', §7 'Damage events'). This first
 * slice serves the notification's 'Nová šk. udalosť' and the event's injured party; the damage-event
 * issue extends it (list, update payload, state changes, commission…).
 */
import { PRODUCT_TIME_ZONE } from '../format/dates';
import { OZNAMENIE_STAVY, TYPY_SKODY } from '../domain/oznamenie';
import { SKODOVA_UDALOST_STAVY } from '../domain/skodova-udalost';
import { LIMITS } from './limits';
import { organizaciaSchema } from './organizacie-public';
import { isTimeZone } from '../format/time-zone';
import { pageResponse } from './page';
import * as z from './zm';
import { pagedSortQuery } from './list-query';
import { DATUMY_V_PORADI, datumyVPoradi, skodyFilterShape } from './skody-filter';
import { SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT } from './staff-lists';
import { msg, optionalText, pastDate, requiredText, uuid } from './zm-fields';
import { SKODOVA_UDALOST_MSG } from './skodove-udalosti-texts';

export { skodovaUdalostIdParams } from './id-params';

export const clenKomisieSchema = z.object({
  uuid: z.string(),
  meno: z.string(),
  priezvisko: z.string(),
  zaradenie: z.optional(z.string()),
  /** Label of the code-list item (also of one deactivated since). */
  zaradenieNazov: z.optional(z.string()),
  poznamka: z.optional(z.string()),
});

export const skodovaUdalostDetailSchema = z.object({
  uuid: z.string(),
  /** Human code, e.g. SU-2026-000001. */
  kod: z.string(),
  oznamenieId: z.optional(z.string()),
  oznamenieKod: z.optional(z.string()),
  stav: z.enum(SKODOVA_UDALOST_STAVY),
  datumOznamenia: z.string(),
  /** Date (yyyy-MM-dd) or date and time (yyyy-MM-ddTHH:mm) of the damage. */
  datumACasVznikuSkody: z.string(),
  popisSkody: z.optional(z.string()),
  popisLokality: z.optional(z.string()),
  lokalitaGpsSirka: z.optional(z.number()),
  lokalitaGpsDlzka: z.optional(z.number()),
  spisovaZnackaSop: z.optional(z.string()),
  spisovaZnackaOu: z.optional(z.string()),
  vyskaSkodyVypocitana: z.optional(z.number()),
  vyskaSkodyZadana: z.optional(z.number()),
  miestneSetreniePopis: z.optional(z.string()),
  datumACasSetrenia: z.optional(z.string()),
  typSkody: z.optional(z.enum(TYPY_SKODY)),
  uzemnePrislusnaSop: z.nullable(organizaciaSchema),
  uzemnePrislusnyOu: z.nullable(organizaciaSchema),
  vytvorilPouzivatel: z.optional(z.string()),
  komisia: z.array(clenKomisieSchema),
  prepojenieNaIneSkodoveUdalosti: z.optional(z.string()),
  pocetPredmetovSkody: z.int(),
  hasPoskodeny: z.boolean(),
  poskodenyMeno: z.optional(z.string()),
  /** When the retention job anonymised the record's personal data (ISO time): the detail says 'Osobné údaje boli anonymizované dňa …'. */
  anonymizovane: z.optional(z.string()),
  /** When the current state was entered (ISO timestamp). */
  stavOd: z.string(),
  /** State of the linked notification. */
  oznamenieStav: z.optional(z.enum(OZNAMENIE_STAVY)),
  /** Deadlines (shared/domain/lehoty.ts). */
  lehoty: z.object({
    dniOtvorenia: z.int(),
    dniVStave: z.int(),
    oneskoreneOznamenie: z.boolean(),
    dlhoVStave: z.boolean(),
    poTermine: z.boolean(),
    /** Days the current state may last before it is flagged; null = never. */
    limitDniVStave: z.nullable(z.int()),
  }),
  version: z.int(),
});
export type SkodovaUdalostDetail = z.infer<typeof skodovaUdalostDetailSchema>;

export const skodovaUdalostCreateResponse = z.object({ uuid: z.string() });

export { SKODOVA_UDALOST_MSG };

// ---------------------------------------------------------------------------------------------
// Update, state changes, commission (spec part 2 §3, §4, §5, §7)

export const skodovaUdalostIdNamedParams = z.object({ skodovaUdalostId: uuid() });
export const clenKomisieIdParams = z.object({ clenKomisieId: uuid() });

/** Now in Slovakia as yyyy-MM-ddTHH:mm (the reference of 'not in the future' for a date with a time). */
export function nowLocalIso(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const DATUM_A_CAS = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):(00|15|30|45)(?::00(?:\.000)?)?)?$/;

/**
 * Date (yyyy-MM-dd) or date and time (yyyy-MM-ddTHH:mm, 15-minute steps, spec part 2 §5) in Slovak
 * time, not in the future; normalised to yyyy-MM-dd or yyyy-MM-ddTHH:mm.
 */
export const datumACas = () =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(DATUM_A_CAS, SKODOVA_UDALOST_MSG.casFormat)),
      z.transform((s: string) => {
        const m = DATUM_A_CAS.exec(s) as RegExpExecArray;
        return m[2] ? `${m[1]}T${m[2]}:${m[3]}` : m[1];
      }),
    ),
    z.string().check(
      z.refine((s: string) => {
        const d = new Date(`${s.slice(0, 10)}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10);
      }, msg.date),
      z.refine((s: string) => (s.length > 10 ? s <= nowLocalIso() : s <= nowLocalIso().slice(0, 10)), SKODOVA_UDALOST_MSG.casBuducnost),
    ),
  );

/** PUT /skodove-udalosti/{id} (spec part 2 §3 'Update payload'): every field plus the version the screen loaded. */
export const skodovaUdalostUpdateBody = z.object({
  datumOznamenia: pastDate(),
  datumACasVznikuSkody: datumACas(),
  datumACasSetrenia: z.pipe(z.optional(z.union([datumACas(), z.literal(''), z.null()])), z.transform((v) => v || undefined)),
  popisSkody: optionalText(LIMITS.longText),
  spisovaZnackaOu: optionalText(LIMITS.text),
  spisovaZnackaSop: optionalText(LIMITS.text),
  typSkody: z.enum(TYPY_SKODY, { error: 'Vyberte typ škody zo zoznamu.' }),
  uzemnePrislusnaSopId: z.pipe(z.optional(z.union([uuid(), z.literal(''), z.null()])), z.transform((v) => v?.toLowerCase() || undefined)),
  uzemnePrislusnyOuId: z.pipe(z.optional(z.union([uuid(), z.literal(''), z.null()])), z.transform((v) => v?.toLowerCase() || undefined)),
  miestneSetreniePopis: optionalText(LIMITS.longText),
  prepojenieNaIneSkodoveUdalosti: optionalText(LIMITS.longText),
  version: z.int().check(z.minimum(1)),
});
export type SkodovaUdalostUpdate = z.input<typeof skodovaUdalostUpdateBody>;

/** PUT …/{skodovaUdalostId}/zmenit-priradenie-ou. */
export const zmenitPriradenieOuBody = z.object({ uzemnePrislusnyOuId: uuid() });

/** POST …/{skodovaUdalostId}/miestne-setrenie/clen-komisie (spec part 2 §3, §5 'Commission member'). */
export const clenKomisieBody = z.object({
  meno: requiredText(LIMITS.text),
  priezvisko: requiredText(LIMITS.text),
  /** Active item of the code list ZARADENIE_CLENA_KOMISIE. */
  zaradenie: uuid(),
  poznamka: optionalText(LIMITS.text),
});
export type ClenKomisieBody = z.input<typeof clenKomisieBody>;

/** 'Začať šetrenie': the notification the event is (now) linked to. */
export const vytvoritOznamenieResponse = z.object({ uuid: z.string() });

/**
 * GET …/skodove-udalosti/{id}/export?timezone= ('Export do PDF'): the reader's IANA time zone (the
 * browser's, spec part 2 §2); absent or empty: the product's (Europe/Bratislava).
 */
export const skodovaUdalostExportQuery = z.object({
  timezone: z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => v || undefined),
    )
    .check(z.refine((v) => v === undefined || isTimeZone(v), 'Neplatné časové pásmo. Použite názov pásma, napr. Europe/Bratislava.')),
});

// ---------------------------------------------------------------------------------------------
// List, filter, export, create (spec part 2 §2 'Damage events', §3 'Damage event list item', §7)

export { SKODOVE_UDALOSTI_PAGE_SIZE } from './staff-lists';

export { SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT, type SkodovaUdalostSort } from './staff-lists';

/** Query of POST /skodove-udalosti (./list-query.ts): page, sortBy (also 'field,dir'), sortDirection; unknown values fall back to the defaults. */
export const skodoveUdalostiListQuery = pagedSortQuery(SKODOVA_UDALOST_SORT, SKODOVA_UDALOST_SORT_DEFAULT);
export type SkodoveUdalostiListQuery = z.output<typeof skodoveUdalostiListQuery>;

/** The list filter (spec part 2 §2 'Filter fields'), plus 'po termíne'. */
export const skodoveUdalostiFilter = z
  .object({
    ...skodyFilterShape,
    /** Only cases flagged 'po termíne' (late notification or too long in one state, shared/domain/lehoty.ts). */
    poTermine: z.optional(z.boolean()),
  })
  .check(z.refine(datumyVPoradi, DATUMY_V_PORADI));
export type SkodoveUdalostiFilter = z.output<typeof skodoveUdalostiFilter>;
export type SkodoveUdalostiFilterInput = z.input<typeof skodoveUdalostiFilter>;

/** One row (spec part 2 §3 'Damage event list item') with the deadline flags. */
export const skodovaUdalostRowSchema = z.object({
  uuid: z.string(),
  kod: z.string(),
  /** Cadastral area(s) of the damaged items. */
  kataster: z.optional(z.string()),
  /** Label of the final statement's pôvodca škody. */
  povodcaSkody: z.optional(z.string()),
  /** yyyy-MM-dd or yyyy-MM-ddTHH:mm. */
  datumACasVznikuSkody: z.string(),
  stav: z.enum(SKODOVA_UDALOST_STAVY),
  /** The injured party as displayed (spec part 2 §3 'Injured party as displayed in the event list'). */
  poskodeny: z.optional(z.string()),
  /** Damage-subject category codes. */
  predmetSkodyList: z.array(z.string()),
  lehoty: z.object({ dniOtvorenia: z.int(), oneskoreneOznamenie: z.boolean(), dlhoVStave: z.boolean(), poTermine: z.boolean() }),
  /** The event raised a repeat-attack alert (shared/domain/opakovany-utok.ts). */
  opakovanyUtok: z.optional(z.boolean()),
});
export type SkodovaUdalostRow = z.infer<typeof skodovaUdalostRowSchema>;

export const skodoveUdalostiPageResponse = pageResponse('skodovaUdalostList', skodovaUdalostRowSchema);
export type SkodoveUdalostiPage = z.infer<typeof skodoveUdalostiPageResponse>;
