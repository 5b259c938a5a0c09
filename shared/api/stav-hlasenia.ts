/**
 * 'Stav hlásenia': the reporter's own view of their report – by code and e-mail, or by the personal
 * link of their e-mails – and the reporter's e-mails about it. It shows what concerns the reporter
 * and nothing else: no injured party, no staff names, no amounts (zod/mini: the public routes' table
 * loads it, so it lands in the wizard's first screen – keep it small).
 */
import { LIMITS } from './limits';
import * as z from './zm';
import { requiredText } from './zm-fields';

/** Where the reporter's case is, in the words the page and the e-mails use. */
export const STAV_HLASENIA = ['PRIJATE', 'PRIRADENE', 'SETRENIE', 'SETRENIE_UKONCENE', 'ZIADOST_PRIJATA', 'ROZHODNUTE', 'UZAVRETE'] as const;
export type StavHlasenia = (typeof STAV_HLASENIA)[number];

export { SPRAVA_OZNAMOVATELOVI, type SpravaOznamovatelovi } from '../domain/oznamenie';

/** The personal link's format error (the page's texts are in ./stav-hlasenia-texts.ts, out of the wizard's first screen). */
export const ODKAZ_CHYBA = 'Odkaz nie je platný.';

export const stavHlaseniaBody = z.object({
  kod: requiredText(40),
  email: requiredText(LIMITS.text),
});
export type StavHlaseniaBody = z.infer<typeof stavHlaseniaBody>;

/** The personal link's token: 43 characters of base64url (32 random bytes). */
export const stavHlaseniaTokenBody = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, ODKAZ_CHYBA)) });
export type StavHlaseniaTokenBody = z.infer<typeof stavHlaseniaTokenBody>;

export const stavHlaseniaResponse = z.object({
  kod: z.string(),
  /** The day the report was sent (yyyy-MM-dd). */
  datumOdoslania: z.string(),
  stav: z.enum(STAV_HLASENIA),
  popis: z.string(),
  coDalej: z.string(),
  /** The workplace handling it. */
  pracovisko: z.optional(z.string()),
  /** The workplace's contact for the public, the fields staff filled in (absent: the page points to 'Kontakt'). */
  pracoviskoKontakt: z.optional(
    z.object({
      verejnaAdresa: z.optional(z.string()),
      verejnyTelefon: z.optional(z.string()),
      verejnyEmail: z.optional(z.string()),
      uradneHodiny: z.optional(z.string()),
    }),
  ),
  /** Date and time of the local inspection as staff entered it (yyyy-MM-dd or yyyy-MM-ddTHH:mm). */
  terminSetrenia: z.optional(z.string()),
});
export type StavHlaseniaResponse = z.infer<typeof stavHlaseniaResponse>;
