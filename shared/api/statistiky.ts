/**
 * Statistics (spec part 1 §2 'Statistics', §3 'Statistics row', 'Statistics filter', §6, §7
 * 'Statistics', §8, §9). A statistics row is ONE DAMAGED ITEM of a damage event; the
 * summary, the heatmap points, the charts and the open-data grid are computed from the same rows
 * with the same filter. Sort keys are zod-free in ./staff-lists.ts (the web's URL validation).
 */
import { DATUMY_V_PORADI, datumyVPoradi, ROZSAH_DATUMOV_MSG, skodyFilterShape } from './skody-filter';
import { exportSortQuery, LIST_QUERY_MSG, pagedSortQuery } from './list-query';
import { STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT } from './staff-lists';
import { pageResponse } from './page';
import * as z from './zm';

export { casovaZona } from './list-query';
export { STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT, type StatistikySort } from './staff-lists';

export const STATISTIKY_PAGE_SIZE = 20;

export const STATISTIKY_MSG = {
  rozsahDatumov: ROZSAH_DATUMOV_MSG,
  casovaZona: LIST_QUERY_MSG.casovaZona,
  prazdneFilter: 'Zadaným filtračným kritériam nevyhovujú žiadne údaje.',
  prazdne: 'Neexistujú žiadne údaje.',
  prazdnaStrana: 'Na aktuálnej stránke sa nenachádzajú žiadne údaje.',
} as const;

/** Query of the paged calls (./list-query.ts). */
export const statistikyListQuery = pagedSortQuery(STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT);
export type StatistikyListQuery = z.output<typeof statistikyListQuery>;

/** Query of POST /statistiky/export: the table's sort plus the browser's time zone. */
export const statistikyExportQuery = exportSortQuery(STATISTIKY_SORT, STATISTIKY_SORT_DEFAULT);
export type StatistikyExportQuery = z.output<typeof statistikyExportQuery>;

/**
 * The statistics filter (spec part 1 §3 'Statistics filter'). Every choice list with its 'without'
 * option: a row matches a list when its value is chosen, or it has none and 'without' is on; an
 * empty list without 'without' does not restrict. Per row (= damaged item): predmetSkody is the
 * item's category, okres and katastralneUzemie the item's place; povodcaSkody (the final statement's
 * pôvodca), uzemnePrislusnePracovisko (the event's ŠOP workplace), poskodeny (words of the injured
 * party's display name, case and diacritics ignored) and from/to (the event's damage date) come from
 * the event.
 */
export const statistikyFilter = z.object(skodyFilterShape).check(z.refine(datumyVPoradi, DATUMY_V_PORADI));
export type StatistikyFilter = z.output<typeof statistikyFilter>;
export type StatistikyFilterInput = z.input<typeof statistikyFilter>;

/** One row (spec part 1 §3 'Statistics row'): a damaged item with its event's fields, labels resolved. */
export const statistikaRowSchema = z.object({
  skodovaUdalostUuid: z.string(),
  /** Beyond the spec: the event's code (OZN/SKU…) and the item's uuid (stable row key). */
  skodovaUdalostKod: z.string(),
  predmetSkodyUuid: z.string(),
  poskodenyMeno: z.optional(z.string()),
  /** yyyy-MM-dd or yyyy-MM-ddTHH:mm (the event's date and time of damage). */
  datumVznikuSkody: z.string(),
  /** Label of the final statement's pôvodca škody. */
  povodcaSkody: z.optional(z.string()),
  /** Category code (shared/domain/predmet-skody.ts); the web shows PREDMET_SKODY_LABELS. */
  predmetSkodyKategoria: z.string(),
  /** Label of the item's cadastral area. */
  katastralneUzemie: z.optional(z.string()),
  /** Name of the event's ŠOP workplace. */
  uzemnePrislusnePracovisko: z.optional(z.string()),
  /** The item's amount in EUR: the manual amount when filled (> 0), else the calculated one. */
  vyskaSkodyZaPredmet: z.number(),
});
export type StatistikaRow = z.infer<typeof statistikaRowSchema>;

export const statistikyPageResponse = pageResponse('statistics', statistikaRowSchema);
export type StatistikyPage = z.infer<typeof statistikyPageResponse>;

/** Summary of the whole filter, not the page. priemer = celkovaSuma / pocetPredmetov (0 when none), cents. */
export const statistikySumarResponse = z.object({
  pocetSkodovychUdalosti: z.int(),
  pocetPredmetov: z.int(),
  celkovaSuma: z.number(),
  priemer: z.number(),
});
export type StatistikySumar = z.infer<typeof statistikySumarResponse>;

/**
 * Heatmap points of the filter (spec: lokalitaGpsSirka, lokalitaGpsDlzka), COLUMNAR so 150,000 points
 * stay ≈ 2.5 MB: point i is (lokalitaGpsSirka[i], lokalitaGpsDlzka[i]), rounded to 4 decimals
 * (≈ 10 m). A point per item: the item's GPS, else its event's GPS; items with neither are left out
 * (bezPolohy counts them).
 */
export const statistikyHeatmapResponse = z.object({
  lokalitaGpsSirka: z.array(z.number()),
  lokalitaGpsDlzka: z.array(z.number()),
  bezPolohy: z.int(),
});
export type StatistikyHeatmap = z.infer<typeof statistikyHeatmapResponse>;

// ---- Charts ------------------------------------------------------------------------------------

/** One bar/point of a chart: a key (month '2026-07', year '2026', category code, uuid…), its label and the series. */
export const grafBodSchema = z.object({
  kluc: z.string(),
  label: z.string(),
  /** Damaged items (statistics rows) of the filter. */
  pocetPredmetov: z.int(),
  /** Distinct damage events. */
  pocetSkodovychUdalosti: z.int(),
  /** Sum of vyskaSkodyZaPredmet (EUR). */
  suma: z.number(),
});
export type GrafBod = z.infer<typeof grafBodSchema>;

/**
 * Reported → inspected → paid per year of the filter's range: notifications (by datumVznikuSkody of the
 * notification; cancelled ones – ZRUSENE – left out), damage events, the events' calculated amounts and the amounts granted in decisions
 * (konanie.sumaPriznanaVRozhodnuti). Notifications are counted with the date range only (they have no
 * items); events and amounts with the whole filter (an event counts when one of its items matches).
 */
export const grafRadSchema = z.object({
  kluc: z.string(),
  label: z.string(),
  pocetOznameni: z.int(),
  pocetSkodovychUdalosti: z.int(),
  sumaVypocitana: z.number(),
  sumaPriznana: z.number(),
});
export type GrafRad = z.infer<typeof grafRadSchema>;

export const statistikyGrafyResponse = z.object({
  /** Damage by month of the damage date, 1–12 over every year of the filter (the season). */
  podlaMesiaca: z.array(grafBodSchema),
  /** By the final statement's pôvodca (label; 'Neurčený' without one). */
  podlaPovodcu: z.array(grafBodSchema),
  /** By item category. */
  podlaPredmetu: z.array(grafBodSchema),
  /** By region (kraj) of the item's place; 'Neurčený' without one. */
  podlaKraja: z.array(grafBodSchema),
  /** By district (okres) of the item's place. */
  podlaOkresu: z.array(grafBodSchema),
  /** Year over year (years of the filter's range). */
  podlaRoka: z.array(grafBodSchema),
  /** Reported, inspected and paid per year. */
  ohlaseneSetreneVyplatene: z.array(grafRadSchema),
});
export type StatistikyGrafy = z.infer<typeof statistikyGrafyResponse>;

// ---- Open data ---------------------------------------------------------------------------------

/** Format of the open-data export of the filter aggregated to the 10 km grid. */
export const otvoreneDataQuery = z.object({ format: z._default(z.catch(z.enum(['csv', 'geojson']), 'csv'), 'csv') });
export type OtvoreneDataQuery = z.output<typeof otvoreneDataQuery>;
