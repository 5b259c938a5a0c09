import { CISELNIK_TYPY } from '../domain/ciselnik';
import { z } from './zod';

export const ciselnikHodnotaSchema = z.object({
  uuid: z.string(),
  label: z.string(),
  type: z.string(),
  /** Official code (e.g. LAU code of a municipality, ISO code of a state). */
  kod: z.string().optional(),
  /** Parent item (OBEC → OKRES → KRAJ), used for cascading address selects. */
  nadradenaPolozkaUuid: z.string().optional(),
  aktivna: z.boolean(),
});
export type CiselnikHodnota = z.infer<typeof ciselnikHodnotaSchema>;

export const ciselnikyResponse = z.array(z.object({ type: z.string(), values: z.array(ciselnikHodnotaSchema) }));
export type CiselnikyResponse = z.infer<typeof ciselnikyResponse>;

/** `typy` is a comma list (or repeated parameter) of code-list types; unknown types are rejected. */
export const ciselnikyQuery = z.object({
  typy: z
    .string()
    .min(1, 'Zadajte aspoň jeden typ číselníka.')
    .transform((s) => [...new Set(s.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))])
    .pipe(z.array(z.enum(CISELNIK_TYPY, { error: 'Neznámy typ číselníka.' })).min(1, 'Zadajte aspoň jeden typ číselníka.')),
});
