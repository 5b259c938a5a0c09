/**
 * The code-list schemas the public wizard reaches (its address selects), in zod/mini (see ./zm.ts):
 * the items and the comma list of types. ./ciselniky.ts re-exports them for the staff screens.
 */
import { CISELNIK_TYPY, type CiselnikTyp } from '../domain/ciselnik';
import * as z from './zm';

export const ciselnikHodnotaSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  type: z.string(),
  /** Official code (e.g. LAU code of a municipality, ISO code of a state). */
  kod: z.optional(z.string()),
  /** Parent item (OBEC → OKRES → KRAJ), used for cascading address selects. */
  nadradenaPolozkaUuid: z.optional(z.string()),
  aktivna: z.boolean(),
  /** Place in the list (the lists come in this order): set by an administrator, else the label's natural order. */
  poradie: z.optional(z.int()),
  /** Damage-subject categories the item applies to (types with `kategorie`, e.g. DRUH_SKODY); absent: all. */
  kategorie: z.optional(z.array(z.string())),
});
export type CiselnikHodnota = z.infer<typeof ciselnikHodnotaSchema>;

export const ciselnikyResponse = z.array(z.object({ type: z.string(), values: z.array(ciselnikHodnotaSchema) }));
export type CiselnikyResponse = z.infer<typeof ciselnikyResponse>;

/** An unknown code-list type (the public and the staff queries). */
export const UNKNOWN_TYPE = 'Neznámy typ číselníka.';
const NO_TYPE = 'Zadajte aspoň jeden typ číselníka.';

/** `typy` is a comma list of code-list types out of `allowed`; unknown types are rejected. */
const typyQuery = (allowed: readonly [string, ...string[]]) =>
  z.object({
    typy: z.pipe(
      z.pipe(
        z.string().check(z.maxLength(2000), z.minLength(1, NO_TYPE)),
        z.transform((s: string) => [...new Set(s.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))]),
      ),
      z.array(z.enum(allowed, { error: UNKNOWN_TYPE })).check(z.minLength(1, NO_TYPE)),
    ),
  });

/** Staff selects: every type, history variants included (spec part 2 §7, part 1 §7). */
export const ciselnikyQuery = typyQuery(CISELNIK_TYPY);
/** The public wizard reads only the address code lists. */
export const WEB_CISELNIK_TYPY = ['KRAJ', 'OKRES', 'OBEC', 'STAT'] as const satisfies readonly CiselnikTyp[];
export const webCiselnikyQuery = typyQuery(WEB_CISELNIK_TYPY);
