/**
 * An address as the wizard's step 2 takes it and as staff screens show it. Its own module: the injured
 * party's schemas (./poskodeni.ts) use it too, and taking it from ./web-oznamenie.ts would build every
 * wizard schema in their Lambdas at start (`functions/cold-start.test.ts`).
 */
import * as z from './zm';
import { optionalText, optionalUuid } from './zm-fields';

export const adresaBody = z.object({
  ulica: optionalText(),
  supisneCislo: optionalText(),
  orientacneCislo: optionalText(),
  psc: optionalText(),
  obecId: optionalUuid(),
  okresId: optionalUuid(),
  krajId: optionalUuid(),
  statId: optionalUuid(),
});
export type AdresaBody = z.input<typeof adresaBody>;

export const adresaView = z.object({
  ulica: z.optional(z.string()),
  supisneCislo: z.optional(z.string()),
  orientacneCislo: z.optional(z.string()),
  psc: z.optional(z.string()),
  obecId: z.optional(z.string()),
  obecName: z.optional(z.string()),
  okresId: z.optional(z.string()),
  okresName: z.optional(z.string()),
  krajId: z.optional(z.string()),
  krajName: z.optional(z.string()),
  statId: z.optional(z.string()),
  statName: z.optional(z.string()),
});
export type AdresaView = z.infer<typeof adresaView>;
