/**
 * Validation helpers shared by the schemas of web and functions (Slovak messages).
 * zod itself comes from `./z` (Slovak locale): schema modules import it as `import * as z from './z'`.
 * `z` is re-exported here for web and test code only; a Lambda bundle that imports it from here keeps
 * all of zod (see ./z.ts).
 */
import { todayIso } from '../format/dates';
import { LIMITS, UUID_PATTERN } from './limits';
import * as z from './z';
import { emptyToUndefined, isRealIsoDate, msg } from './zm-fields';

export { z };

/** The Slovak messages live with the zod/mini twins of these rules (./zm-fields.ts), which the public wizard uses. */
export { msg };

/** Optional text with a max length; empty string is normalised to undefined by the caller's needs. */
export const text = (max: number = LIMITS.text) => z.string().trim().max(max, msg.maxLength(max));
export const requiredText = (max: number = LIMITS.text) =>
  z.string({ error: msg.required }).trim().min(1, msg.required).max(max, msg.maxLength(max));
export const uuid = () => z.string().regex(UUID_PATTERN, msg.uuid);
/** Date-only string yyyy-mm-dd that is a real calendar date. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg.date)
    .refine(isRealIsoDate, msg.date);
/** Boolean from a query string ('true' / 'false'). */
export const queryBool = () =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true');

/** Optional text with a max length; '' and null become undefined. */
export const optionalText = (max: number = LIMITS.text) => text(max).optional().nullable().transform(emptyToUndefined);
/** Optional uuid; '' and null become undefined. */
export const optionalUuid = () => z.union([uuid(), z.literal(''), z.null()]).optional().transform(emptyToUndefined);
/** A date (yyyy-mm-dd) not after today in Slovakia. */
export const pastDate = () => isoDate().refine((d) => d <= todayIso(), msg.futureDate);
/** Optional date not after today; '' and null become undefined. */
export const optionalPastDate = () => z.union([pastDate(), z.literal(''), z.null()]).optional().transform(emptyToUndefined);
