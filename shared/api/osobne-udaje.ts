/**
 * Personal data (OSOBNE_UDAJE): the data-protection officer finds a person and exports everything
 * the product holds about them – for the person (PDF) and machine-readable (JSON).
 */
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import * as z from './zm';
import { isoDate, optionalText, uuid } from './zm-fields';

export const OSOBNE_UDAJE_MSG = {
  ziadneKriterium: 'Zadajte meno, dátum narodenia, IČO alebo e-mail.',
  ico: 'IČO môže obsahovať iba číslice (najviac 8).',
  email: 'Zadajte e-mail v tvare meno@domena.sk.',
  dovod: 'Zadajte dôvod anonymizácie.',
  /** Erasure refused under a legal hold (GDPR Art. 17(3)(b), (e)): the events still being handled. */
  legalHold: (kody: string) =>
    `Osobné údaje nemožno anonymizovať: škodová udalosť ${kody} je v konaní. Údaje sú potrebné na splnenie zákonnej povinnosti a na uplatnenie právnych nárokov (čl. 17 ods. 3 písm. b) a e) GDPR); anonymizovať ich bude možné po skončení konania a uplynutí lehoty uchovávania.`,
  anonymizovane: 'Osobné údaje boli anonymizované.',
  anonymizovanaOsoba: 'Anonymizovaná osoba',
  anonymizovanySubjekt: 'Anonymizovaný subjekt',
};

const emptyToUndef = <T,>(v: T | '' | undefined) => (v === '' ? undefined : v);

/** GET …/osobne-udaje/osoby: at least one criterion; several narrow the result (all must match). */
export const osobyQuery = z
  .object({
    meno: optionalText(255),
    datumNarodenia: z.pipe(z.optional(z.union([isoDate(), z.literal('')])), z.transform(emptyToUndef)),
    ico: z.pipe(z.optional(z.union([z.string().check(z.trim(), z.regex(/^\d{1,8}$/, OSOBNE_UDAJE_MSG.ico)), z.literal('')])), z.transform(emptyToUndef)),
    email: z.pipe(z.optional(z.union([z.string().check(z.trim(), z.maxLength(255), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, OSOBNE_UDAJE_MSG.email)), z.literal('')])), z.transform(emptyToUndef)),
  })
  .check(z.refine((q) => Boolean(q.meno || q.datumNarodenia || q.ico || q.email), OSOBNE_UDAJE_MSG.ziadneKriterium));
export type OsobyQuery = z.input<typeof osobyQuery>;

export const osobaRow = z.object({
  uuid: z.string(),
  typSubjektu: z.enum(TYPY_SUBJEKTU),
  displayName: z.string(),
  datumNarodenia: z.optional(z.string()),
  ico: z.optional(z.string()),
  email: z.optional(z.string()),
  obec: z.optional(z.string()),
});
export type OsobaRow = z.infer<typeof osobaRow>;

export const osobyResponse = z.object({ osoby: z.array(osobaRow), truncated: z.boolean() });
export type OsobyResponse = z.infer<typeof osobyResponse>;

export const osobaIdParams = z.object({ id: uuid() });

export const anonymizovatBody = z.object({
  dovod: z.string({ error: OSOBNE_UDAJE_MSG.dovod }).check(z.trim(), z.minLength(1, OSOBNE_UDAJE_MSG.dovod), z.maxLength(1000)),
});
export const anonymizovatResponse = z.object({ anonymizovaneDna: z.string() });

export const EXPORT_FORMATY = ['pdf', 'json'] as const;
export const osobaExportQuery = z.object({ format: z._default(z.enum(EXPORT_FORMATY), 'pdf') });
