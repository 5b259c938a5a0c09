/**
 * Historical data (spec part 1 §2 'Hist. údaje', §3 'Historical row', 'Statistics filter', §4 'Filters',
 * §5, §6 VYHODNOCOVANIE_HISTORICKYCH_UDAJOV, §7, §8): damage records of the previous
 * system, imported by the operator (`npm run import:historia`), read-only here. Sort keys are zod-free in
 * ./staff-lists.ts (the web's URL validation).
 */
import { LIMITS } from './limits';
import { HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT } from './staff-lists';
import { exportSortQuery, pagedSortQuery } from './list-query';
import { DATUMY_V_PORADI, datumyVPoradi } from './skody-filter';
import { pageFields } from './page';
import * as z from './zm';
import { isoDate, text, uuid } from './zm-fields';

export { HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT, type HistorickeUdajeSort } from './staff-lists';

export const HISTORICKE_UDAJE_PAGE_SIZE = 20;

/** The history code lists that feed the filter's choices (GET /vsetky-ciselniky?typy=…). */
export const HISTORIA_CISELNIKY = ['POVODCA_SKODY_HIST', 'PREDMET_SKODY_HIST', 'KATASTRALNE_UZEMIE_HIST', 'OKRES_HIST', 'POLOVNY_REVIR_HIST'] as const;
export type HistoriaCiselnik = (typeof HISTORIA_CISELNIKY)[number];

/** The filter's choice lists with their history code list and their 'without' option. */
export const HISTORIA_FILTER_LISTS = {
  povodcaSkody: { typ: 'POVODCA_SKODY_HIST', without: 'withoutPovodcaSkody' },
  predmetSkody: { typ: 'PREDMET_SKODY_HIST', without: 'withoutPredmetSkody' },
  katastralneUzemie: { typ: 'KATASTRALNE_UZEMIE_HIST', without: 'withoutKatastralneUzemie' },
  okres: { typ: 'OKRES_HIST', without: 'withoutOkres' },
  polovnyRevir: { typ: 'POLOVNY_REVIR_HIST', without: 'withoutPolovnyRevir' },
} as const;
export type HistoriaFilterList = keyof typeof HISTORIA_FILTER_LISTS;
export const HISTORIA_FILTER_LIST_NAMES = Object.keys(HISTORIA_FILTER_LISTS) as HistoriaFilterList[];

/** Query of the paged call (./list-query.ts). */
export const historickeUdajeListQuery = pagedSortQuery(HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT);
export type HistorickeUdajeListQuery = z.output<typeof historickeUdajeListQuery>;

/** Query of the export: the sort plus the browser's time zone (absent → Europe/Bratislava). */
export const historickeUdajeExportQuery = exportSortQuery(HISTORICKE_UDAJE_SORT, HISTORICKE_UDAJE_SORT_DEFAULT);
export type HistorickeUdajeExportQuery = z.output<typeof historickeUdajeExportQuery>;

const uuids = (max: number) => z.optional(z.array(uuid()).check(z.maxLength(max)));

/**
 * The historical filter: the statistics filter's fields (spec part 1 §3) with the history code lists'
 * uuids, plus polovnyRevir. Its default is 'every choice checked and every without option on' (§4), so a
 * list restricts as soon as it or its 'without' option is PRESENT: a row matches when its value is in the
 * list, or it has none and 'without' is true. Both absent: no restriction (the default). So
 * `{ povodcaSkody: [] }` matches nothing, `{ withoutPovodcaSkody: true }` only rows without a pôvodca.
 * poskodeny: words of the injured party's name, case and diacritics ignored; from/to: the damage date.
 */
export const historickeUdajeFilter = z
  .object({
    from: z.optional(isoDate()),
    to: z.optional(isoDate()),
    povodcaSkody: uuids(1000),
    withoutPovodcaSkody: z.optional(z.boolean()),
    predmetSkody: uuids(1000),
    withoutPredmetSkody: z.optional(z.boolean()),
    katastralneUzemie: uuids(5000),
    withoutKatastralneUzemie: z.optional(z.boolean()),
    okres: uuids(1000),
    withoutOkres: z.optional(z.boolean()),
    polovnyRevir: uuids(5000),
    withoutPolovnyRevir: z.optional(z.boolean()),
    poskodeny: z.optional(text(LIMITS.text)),
  })
  .check(z.refine(datumyVPoradi, DATUMY_V_PORADI));
export type HistorickeUdajeFilter = z.output<typeof historickeUdajeFilter>;
export type HistorickeUdajeFilterInput = z.input<typeof historickeUdajeFilter>;

/** One historical record (spec part 1 §3 'Historical row'), labels of the history code lists resolved. */
export const historiaRowSchema = z.object({
  /** The record's id in the previous system (the import's `id` column). */
  skodovaUdalostUuid: z.string(),
  poskodenyMeno: z.optional(z.string()),
  /** yyyy-MM-dd */
  datumVznikuSkody: z.string(),
  povodcaSkody: z.optional(z.string()),
  predmetSkodyKategoria: z.optional(z.string()),
  katastralneUzemie: z.optional(z.string()),
  okres: z.optional(z.string()),
  /** Beyond the spec's row: the hunting district (the filter has it). */
  polovnyRevir: z.optional(z.string()),
  /** EUR */
  vyskaSkodyPriznana: z.number(),
});
export type HistoriaRow = z.infer<typeof historiaRowSchema>;

/** Summary of the whole filter, not the page: priemer = celkovaSuma / pocet (0 when none), rounded to cents. */
export const historiaSummarySchema = z.object({ pocet: z.int(), celkovaSuma: z.number(), priemer: z.number() });
export type HistoriaSummary = z.infer<typeof historiaSummarySchema>;

export const historickeUdajePageResponse = z.object({
  historiaSkodovaUdalostList: z.array(historiaRowSchema),
  summary: historiaSummarySchema,
  ...pageFields,
});
export type HistorickeUdajePage = z.infer<typeof historickeUdajePageResponse>;
