/**
 * URL state helpers shared by the staff lists with filters (notifications, damage events; spec part 1 §2
 * 'Notification list', §4 'Filters', §5): comma lists, the inverted date range, multi-choice summaries and
 * removable tags. The field parsers (malformed values → defaults) are in web/src/lib/search-params.ts.
 */
import { formatDateSk } from '@shared/format/dates';

/** 'A,B' → ['A', 'B'] */
export const listOf = <T extends string = string>(comma: string): T[] => (comma ? (comma.split(',') as T[]) : []);

/** The comma list without one value. */
export const without = (list: readonly string[], v: string) => list.filter((x) => x !== v).join(',');

/** The comma list with one value switched on or off. */
export const toggle = (list: readonly string[], v: string, on: boolean): string => (on ? [...list, v] : list.filter((x) => x !== v)).join(',');

/** 'from' after 'to' is not a range: the later 'from' is dropped. */
export const dropInvertedRange = <S extends { from?: string; to?: string }>(s: S): S => (s.from && s.to && s.from > s.to ? { ...s, from: undefined } : s);

/** Summary of a multi-choice filter (spec part 1 §2): 'Všetky', the one label, 'N položky' (2–4), 'N položiek'. */
export function summaryLabel(selected: readonly string[], total: number): string {
  const n = selected.length;
  if (n === 0 || n === total) return 'Všetky';
  if (n === 1) return selected[0];
  return n <= 4 ? `${n} položky` : `${n} položiek`;
}

export interface FilterTag<S = Record<string, unknown>> {
  key: string;
  label: string;
  /** The URL state without this value; absent for the '+ N' tag. */
  remove?: Partial<S>;
}

/** Removable tags of the selected values: at most 3, then '+ N ďalších hodnôt' when more than 4 are selected. */
export function limitTags<S>(tags: FilterTag<S>[]): FilterTag<S>[] {
  if (tags.length <= 4) return tags;
  return [...tags.slice(0, 3), { key: 'more', label: `+ ${tags.length - 3} ďalších hodnôt` }];
}

/** Tags of the date range: 'Od: …', 'Do: …'. */
export function dateTags<S extends { from?: string; to?: string }>(s: S): FilterTag<S>[] {
  return [
    ...(s.from ? [{ key: 'from', label: `Od: ${formatDateSk(s.from)}`, remove: { from: undefined } as Partial<S> }] : []),
    ...(s.to ? [{ key: 'to', label: `Do: ${formatDateSk(s.to)}`, remove: { to: undefined } as Partial<S> }] : []),
  ];
}

/** Tag of the 'Poškodený' search text. */
export function poskodenyTag<S extends { poskodeny: string }>(s: S, label = 'Poškodený'): FilterTag<S>[] {
  return s.poskodeny ? [{ key: 'poskodeny', label: `${label}: ${s.poskodeny}`, remove: { poskodeny: '' } as Partial<S> }] : [];
}

/** Tags of one multi-choice filter with its 'without' option (shown after the chosen values). */
export function choiceTags<S>(
  prefix: string,
  chosen: readonly string[],
  label: (v: string) => string,
  field: keyof S & string,
  withoutOption?: { on: boolean; label: string; field: keyof S & string },
): FilterTag<S>[] {
  return limitTags<S>([
    ...chosen.map((v) => ({ key: `${prefix}-${v}`, label: label(v), remove: { [field]: without(chosen, v) } as Partial<S> })),
    ...(withoutOption?.on ? [{ key: `${prefix}-bez`, label: withoutOption.label, remove: { [withoutOption.field]: false } as Partial<S> }] : []),
  ]);
}
