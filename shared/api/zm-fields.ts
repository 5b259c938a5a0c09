/**
 * Validation helpers shared by the schemas of web and functions (zod/mini, ./zm; Slovak messages).
 */
import { todayIso } from '../format/dates';
import { LIMITS, UUID_PATTERN } from './limits';
import * as z from './zm';

/** Slovak messages of the field rules. */
export const msg = {
  required: 'Povinný údaj.',
  maxLength: (n: number) => `Maximálna dĺžka je ${n} znakov.`,
  uuid: 'Neplatný identifikátor.',
  futureDate: 'Dátum nemôže byť v budúcnosti.',
  date: 'Neplatný dátum. Použite formát RRRR-MM-DD.',
  email: 'Neplatná e-mailová adresa.',
} as const;

/** yyyy-mm-dd that is a real calendar date. */
export const isRealIsoDate = (s: string): boolean => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Empty form values ('' or null) become undefined. */
export const emptyToUndefined = <T>(v: T | '' | null | undefined): T | undefined => (v ? v : undefined);

/** Trimmed text with a max length. */
export const text = (max: number = LIMITS.text) => z.string().check(z.trim(), z.maxLength(max, msg.maxLength(max)));
/** Required trimmed text with a max length. */
export const requiredText = (max: number = LIMITS.text) =>
  z.string({ error: msg.required }).check(z.trim(), z.minLength(1, msg.required), z.maxLength(max, msg.maxLength(max)));
export const uuid = () => z.string().check(z.regex(UUID_PATTERN, msg.uuid));
/** Date-only string yyyy-mm-dd that is a real calendar date. */
export const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg.date), z.refine(isRealIsoDate, msg.date));
/** Boolean from a query string ('true' / 'false'). */
export const queryBool = () => z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'));
/** Optional text with a max length; '' and null become undefined. */
export const optionalText = (max: number = LIMITS.text) => z.pipe(z.nullable(z.optional(text(max))), z.transform(emptyToUndefined));
/** Optional uuid; '' and null become undefined. */
export const optionalUuid = () => z.pipe(z.optional(z.union([uuid(), z.literal(''), z.null()])), z.transform(emptyToUndefined));
/** A date (yyyy-mm-dd) not after today in Slovakia. */
export const pastDate = () => isoDate().check(z.refine((d: string) => d <= todayIso(), msg.futureDate));
/** Optional date not after today; '' and null become undefined. */
export const optionalPastDate = () => z.pipe(z.optional(z.union([pastDate(), z.literal(''), z.null()])), z.transform(emptyToUndefined));

/** A phone number as people write it: digits, spaces, + / ( ) -, at least 9 digits. */
export const isTelefon = (t: string): boolean => /^[+0-9 /()-]+$/.test(t) && t.replace(/\D/g, '').length >= 9;
/** Optional phone number (isTelefon); '' and null become undefined. */
export const optionalTelefon = (message: string) =>
  z.pipe(z.nullable(z.optional(text().check(z.refine((t: string) => t === '' || isTelefon(t), message)))), z.transform(emptyToUndefined));
/** Optional e-mail address; '' and null become undefined. */
export const optionalEmail = (message: string) =>
  z.pipe(z.optional(z.union([z.email(message).check(z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text))), z.literal(''), z.null()])), z.transform(emptyToUndefined));
