// zod/mini (./zm.ts): the web client parses every error body with it, the wizard's first screen included
import * as z from './zm';

/** The spec's error body (part 1 §8): every non-2xx API response carries it. */
export const errorBodySchema = z.object({
  generalErrors: z.array(z.string()),
  fieldErrors: z.array(z.object({ fieldName: z.string(), message: z.string() })),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Slovak texts of the error catalogue (spec part 1 §8, §2). */
export const ERROR_TEXTS = {
  timeout: 'Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.',
  server: 'Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.',
  notFoundApi: 'Požadovaný zdroj neexistuje.',
  unauthorized: 'Nie ste prihlásený. Prihláste sa, prosím.',
  forbidden: 'Na túto akciu nemáte dostatočné oprávnenie. Kontaktujte administrátora systému.',
  notSynchronised: 'Váš účet nie je zosynchronizovaný so systémom. Kontaktujte administrátora systému.',
  malformedJson: 'Telo požiadavky nie je platný JSON.',
  conflict: 'Údaje medzitým zmenil iný používateľ. Načítajte stránku znova a zmeny zopakujte.',
  badOrigin: 'Požiadavka bola odmietnutá, pretože neprišla zo stránky tejto aplikácie.',
  unavailable: 'Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.',
  tooLarge: 'Telo požiadavky je príliš veľké.',
} as const;
