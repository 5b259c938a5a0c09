/** Staff notification contracts (spec part 1 §3 Notification, §7 Notifications). Issue #4 extends them. */
import { OZNAMENIE_STAVY, type OznamenieStav, SPRAVA_OZNAMOVATELOVI, TYPY_SKODY } from '../domain/oznamenie';
import { todayIso } from '../format/dates';
import { LIMITS } from './limits';
import { organizaciaSchema } from './organizacie-public';
import { pagedSortQuery } from './list-query';
import { pageResponse } from './page';
import { OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT } from './staff-lists';
import * as z from './zm';
import { isoDate, msg, text, uuid } from './zm-fields';
import { OZNAMENIE_MSG } from './oznamenia-texts';

export { oznamenieIdParams } from './id-params';

export const oznamenieDetailSchema = z.object({
  uuid: z.string(),
  kod: z.string(),
  oznamenieStav: z.enum(OZNAMENIE_STAVY),
  isFromWeb: z.boolean(),
  datumOznamenia: z.string(),
  datumVznikuSkody: z.string(),
  /** Absent on an internal notification until staff choose it (required for 'Priradiť'). */
  typSkody: z.optional(z.enum(TYPY_SKODY)),
  popisSkody: z.optional(z.string()),
  popisLokality: z.optional(z.string()),
  lokalitaGpsSirka: z.optional(z.number()),
  lokalitaGpsDlzka: z.optional(z.number()),
  /** The municipality the reporter named as the place (alone, or with a point). */
  obec: z.optional(z.nullable(z.object({ uuid: z.string(), nazov: z.string() }))),
  /** The GPS position is the municipality's point, not one the reporter chose (shown as approximate). */
  lokalitaPriblizna: z.optional(z.boolean()),
  uzemnePrislusnePracovisko: z.nullable(organizaciaSchema),
  vytvorilPouzivatel: z.optional(z.string()),
  doplnkoveKontaktneInformacie: z.optional(z.string()),
  skodovaUdalostId: z.optional(z.string()),
  skodovaUdalostKod: z.optional(z.string()),
  hasPoskodeny: z.boolean(),
  poskodenyMeno: z.optional(z.string()),
  /** The e-mails sent to the reporter of a web notification (what and when), oldest first. */
  spravyOznamovatelovi: z.optional(z.array(z.object({ typ: z.enum(SPRAVA_OZNAMOVATELOVI), predmet: z.string(), odoslane: z.string() }))),
  /** The reporter stopped the e-mails with the link in one of them. */
  oznamovatelOdhlaseny: z.optional(z.boolean()),
  /** When the retention job anonymised the record's personal data (ISO time): the detail says 'Osobné údaje boli anonymizované dňa …'. */
  anonymizovane: z.optional(z.string()),
  version: z.int(),
});
export type OznamenieDetail = z.infer<typeof oznamenieDetailSchema>;

// ---------------------------------------------------------------------------------------------
// List, filter, export (spec part 1 §2 'Notification list', §7 'Notifications')

/** Staff notification list pages through 20 rows (spec part 1 §9: page size comes from the server). */
export const OZNAMENIA_PAGE_SIZE = 20;

export { OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT, type OznamenieSort, searchTokens } from './staff-lists';

/** Query of POST /oznamenia: page, sortBy (also 'field,dir'), sortDirection – the staff lists' one rule (./list-query.ts). */
export const oznameniaListQuery = pagedSortQuery(OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT);
export type OznameniaListQuery = z.output<typeof oznameniaListQuery>;

/** The list filter (spec part 1 §3 'Notification list filter'). */
export const oznameniaFilter = z
  .object({
    from: z.optional(isoDate()),
    to: z.optional(isoDate()),
    states: z.optional(z.array(z.enum(OZNAMENIE_STAVY)).check(z.maxLength(OZNAMENIE_STAVY.length))),
    uzemnePrislusnePracovisko: z.optional(z.array(uuid()).check(z.maxLength(500))),
    withoutUzemnePrislusnePracovisko: z.optional(z.boolean()),
    /** Words of the injured-party text (split on spaces); the whole text is at most 255 characters. */
    poskodenySearchTokens: z.optional(z.array(z.string().check(z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text)))).check(z.maxLength(LIMITS.text))),
  })
  .check(
    z.refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'Dátum od nemôže byť neskôr ako dátum do.', path: ['from'] }),
    z.refine((f) => (f.poskodenySearchTokens ?? []).join(' ').length <= LIMITS.text, {
      message: msg.maxLength(LIMITS.text),
      path: ['poskodenySearchTokens'],
    }),
  );
export type OznameniaFilter = z.output<typeof oznameniaFilter>;

export const oznamenieRowSchema = z.object({
  uuid: z.string(),
  kod: z.string(),
  stav: z.enum(OZNAMENIE_STAVY),
  datumOznamenia: z.string(),
  datumVznikuSkody: z.string(),
  poskodenyMeno: z.optional(z.string()),
  skodovaUdalostId: z.optional(z.string()),
  skodovaUdalostKod: z.optional(z.string()),
  /** The municipality the reporter named (its name), also when the place is a GPS point. */
  obec: z.optional(z.string()),
  /** The notification raised a repeat-attack alert (shared/domain/opakovany-utok.ts). */
  opakovanyUtok: z.optional(z.boolean()),
});
export type OznamenieRow = z.infer<typeof oznamenieRowSchema>;

export const oznameniaPageResponse = pageResponse('oznamenieList', oznamenieRowSchema);
export type OznameniaPage = z.infer<typeof oznameniaPageResponse>;


// ---------------------------------------------------------------------------------------------
// Create, update, actions (spec part 1 §4 Notification, §7)

export const oznamenieCreateResponse = z.object({ uuid: z.string() });

const notInFuture = (s: string) => s <= todayIso();

/** PUT /oznamenie/{id}: the whole editable form plus the version it was loaded with (optimistic locking). */
export const oznamenieUpdateBody = z.object({
  datumOznamenia: isoDate().check(z.refine(notInFuture, msg.futureDate)),
  datumVznikuSkody: isoDate().check(z.refine(notInFuture, msg.futureDate)),
  /** May stay empty while the notification is being written; 'Priradiť' requires it. */
  typSkody: z.optional(z.nullable(z.enum(TYPY_SKODY, { error: 'Vyberte typ škody zo zoznamu.' }))),
  popisSkody: z.optional(text(LIMITS.longText)),
  popisLokality: z.optional(text(LIMITS.longText)),
  doplnkoveKontaktneInformacie: z.optional(text(LIMITS.longText)),
  lokalitaGpsSirka: z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90)))),
  lokalitaGpsDlzka: z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180)))),
  uzemnePrislusnePracovisko: z.optional(z.nullable(uuid())),
  version: z.int().check(z.minimum(1)),
});
export type OznamenieUpdate = z.input<typeof oznamenieUpdateBody>;

export const zmenitPriradenieBody = z.object({ uzemnePrislusnePracoviskoId: uuid() });

export { OZNAMENIE_MSG };

// ---------------------------------------------------------------------------------------------
// Web data (spec part 1 §3 'Data from web shown to staff'); the files: shared/api/subory.ts

/** A presigned, short-lived download URL (the browser follows it; the file is saved under its original name). */
export const downloadUrlResponse = z.object({ url: z.string() });

export const dataZWebuResponse = z.object({
  webOznamenieDetail: z.record(z.string(), z.unknown()),
  poskodeny: z.record(z.string(), z.unknown()),
  prijate: z.optional(z.string()),
});
export type DataZWebu = z.infer<typeof dataZWebuResponse>;
