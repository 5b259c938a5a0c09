/**
 * The notification list's URL state (spec part 1 §2 'Notification list', §5): filters, sort and page
 * live in the search params; malformed values fall back to the defaults, unknown states and bad
 * UUIDs are dropped, the injured-party text is trimmed and cut to 255.
 */
import { LIMITS, UUID_PATTERN } from '../../../../shared/api/limits';
import type { OznameniaFilter } from '../../../../shared/api/oznamenia';
import { OZNAMENIE_SORT, OZNAMENIE_SORT_DEFAULT, type OznamenieSort, searchTokens } from '../../../../shared/api/staff-lists';
import { z } from '../../../../shared/api/zod';
import { OZNAMENIE_STAVY, type OznamenieStav } from '../../../../shared/domain/oznamenie';
import { todayIso } from '../../../../shared/format/dates';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string) => isoDay.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s && s <= todayIso();

/**
 * A comma list in the URL (spec part 1 §2: 'states (comma list)') → the same comma list with the
 * valid members only. Kept as a string so that the URL reads `states=NOVE_WEB,PRIRADENE`.
 */
const commaList = (valid: (v: string) => boolean, normalize: (v: string) => string = (v) => v) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => normalize(s.trim())).filter(valid))].join(','))
    .default('')
    .catch('');

/** 'A,B' → ['A', 'B'] */
export const listOf = <T extends string = string>(comma: string): T[] => (comma ? (comma.split(',') as T[]) : []);

export const oznameniaSearchSchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  sortBy: z.enum(OZNAMENIE_SORT).default(OZNAMENIE_SORT_DEFAULT).catch(OZNAMENIE_SORT_DEFAULT),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC').catch('DESC'),
  from: z
    .string()
    .refine(validDay)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .refine(validDay)
    .optional()
    .catch(undefined),
  states: commaList((v) => (OZNAMENIE_STAVY as readonly string[]).includes(v)),
  uzemnePrislusnePracovisko: commaList((v) => UUID_PATTERN.test(v), (v) => v.toLowerCase()),
  withoutUzemnePrislusnePracovisko: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(false)
    .catch(false),
  poskodeny: z
    .string()
    .transform((s) => s.trim().slice(0, LIMITS.text))
    .default('')
    .catch(''),
});
export type OznameniaSearch = z.output<typeof oznameniaSearchSchema>;

export const OZNAMENIA_SEARCH_DEFAULTS: OznameniaSearch = oznameniaSearchSchema.parse({});

/** 'from' after 'to' is not a range: the later 'from' is dropped. */
export function normalizeSearch(s: OznameniaSearch): OznameniaSearch {
  return s.from && s.to && s.from > s.to ? { ...s, from: undefined } : s;
}

/** The request body of POST /oznamenia from the URL state. */
export function filterOf(s: OznameniaSearch): OznameniaFilter {
  const tokens = searchTokens(s.poskodeny);
  const states = listOf<OznamenieStav>(s.states);
  const pracoviska = listOf(s.uzemnePrislusnePracovisko);
  return {
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...(states.length ? { states } : {}),
    ...(pracoviska.length ? { uzemnePrislusnePracovisko: pracoviska } : {}),
    ...(s.withoutUzemnePrislusnePracovisko ? { withoutUzemnePrislusnePracovisko: true } : {}),
    ...(tokens.length ? { poskodenySearchTokens: tokens } : {}),
  };
}

export const isFiltered = (s: OznameniaSearch) => Object.keys(filterOf(s)).length > 0;

/** Summary of a multi-choice filter (spec part 1 §2): 'Všetky', the one label, 'N položky' (2–4), 'N položiek'. */
export function summaryLabel(selected: readonly string[], total: number): string {
  const n = selected.length;
  if (n === 0 || n === total) return 'Všetky';
  if (n === 1) return selected[0];
  return n <= 4 ? `${n} položky` : `${n} položiek`;
}

export interface FilterTag {
  key: string;
  label: string;
  /** The URL state without this value; absent for the '+ N' tag. */
  remove?: Partial<OznameniaSearch>;
}

/** Removable tags of the selected values: at most 3, then '+ N ďalších hodnôt' when more than 4 are selected. */
export function limitTags(tags: FilterTag[]): FilterTag[] {
  if (tags.length <= 4) return tags;
  return [...tags.slice(0, 3), { key: 'more', label: `+ ${tags.length - 3} ďalších hodnôt` }];
}

export const firstDirection = (column: OznamenieSort): 'ASC' | 'DESC' => (column === 'datumOznamenia' ? 'ASC' : 'DESC');
