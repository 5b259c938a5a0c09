/**
 * Plain URL-search validators for the routes' `validateSearch` (spec part 1 §5: a malformed value falls
 * back to its default, never an error page). No zod on purpose: `validateSearch` stays in the eagerly
 * loaded route tree, and zod there would load on the public wizard's first screen (the
 * bench:public budget of 200 kB gzip). Each field parser never throws; `searchValidator` returns exactly the
 * declared keys.
 */
import { LIMITS, UUID_PATTERN } from '@shared/api/limits';
import { todayIso } from '@shared/format/dates';

/** One search field: any URL value → the field's value or its default. */
export type FieldParser<T> = (value: unknown) => T;

type Shape = Record<string, FieldParser<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends ReturnType<S[K]> ? K : never }[keyof S];
/** The parsed search of a shape: a field whose parser may give undefined is an optional key. */
export type SearchOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: ReturnType<S[K]> } & { [K in OptionalKeys<S>]?: ReturnType<S[K]> };

/**
 * A TanStack Router validator adapter (`parse` + input/output types): every key is optional when
 * navigating, the parsed search has all of them (missing ones at their defaults).
 */
export interface SearchValidator<O> {
  types: { input: Partial<O>; output: O };
  parse: (input: unknown) => O;
}

/** The validator of a search object: each declared key through its parser, unknown keys dropped. */
export function searchValidator<S extends Shape>(shape: S, normalize: (s: SearchOf<S>) => SearchOf<S> = (s) => s): SearchValidator<SearchOf<S>> {
  const parse = (input: unknown): SearchOf<S> => {
    const record = (input ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    // every declared key, an invalid optional one as undefined: the router merges the result over the raw
    // search, so a key left out would keep its malformed URL value
    for (const [key, field] of Object.entries(shape)) out[key] = field(record[key]);
    return normalize(out as SearchOf<S>);
  };
  return { parse } as SearchValidator<SearchOf<S>>;
}

/** The 1-based page: the value as a number (as `Number()` reads it); anything not a whole number ≥ 1 is the first page. */
export const pageParam =
  (): FieldParser<number> =>
  (v) => {
    if (v === undefined) return 1;
    const n = Number(v);
    return Number.isSafeInteger(n) && n >= 1 ? n : 1;
  };

/** One of the listed values, else the default. */
export const enumParam =
  <T extends string>(values: readonly T[], fallback: NoInfer<T>): FieldParser<T> =>
  (v) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;

/** A sort direction, else the default. */
export const sortDirectionParam = (fallback: 'ASC' | 'DESC'): FieldParser<'ASC' | 'DESC'> => enumParam(['ASC', 'DESC'] as const, fallback);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day yyyy-mm-dd, not after today. */
export const validDay = (s: string) => isoDay.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s && s <= todayIso();

/** A date (yyyy-mm-dd, not after today) or nothing. */
export const dayParam =
  (): FieldParser<string | undefined> =>
  (v) =>
    typeof v === 'string' && validDay(v) ? v : undefined;

/**
 * A comma list in the URL ('states=NOVE_WEB,PRIRADENE', or an array of strings) → the same comma list
 * with the valid members only, trimmed, without repeats (kept as a string so that the URL stays readable).
 * Anything else is the empty list.
 */
export const commaList =
  (valid: (v: string) => boolean, normalize: (v: string) => string = (v) => v): FieldParser<string> =>
  (v) => {
    const items = typeof v === 'string' ? v.split(',') : Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
    return items ? [...new Set(items.map((s) => normalize(s.trim())).filter(valid))].join(',') : '';
  };

/** A comma list of UUIDs (lower case). */
export const uuidList = (): FieldParser<string> => commaList((v) => UUID_PATTERN.test(v), (v) => v.toLowerCase());

/** true/false (or 'true'/'false') in the URL; anything else is false. */
export const boolParam =
  (): FieldParser<boolean> =>
  (v) =>
    v === true || v === 'true';

/**
 * Any present URL value as text (the router reads a numeric text such as an IČO as a number), trimmed;
 * longer than `max`: cut to it, or dropped. Absent: nothing.
 */
export const anyTextParam =
  (max: number, tooLong: 'cut' | 'drop'): FieldParser<string | undefined> =>
  (v) => {
    if (v === undefined) return undefined;
    const s = String(v).trim();
    return s.length <= max ? s : tooLong === 'cut' ? s.slice(0, max) : undefined;
  };

/** A search text: trimmed, cut to 255; anything not a string is empty. */
export const textParam =
  (): FieldParser<string> =>
  (v) =>
    typeof v === 'string' ? v.trim().slice(0, LIMITS.text) : '';
