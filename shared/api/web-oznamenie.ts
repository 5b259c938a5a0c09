/**
 * Public wizard contracts (spec part 1 §3 'Web notification in progress', §5, §7 'Public wizard').
 * The web form and the server validate with the same schemas. They are zod/mini (./zm.ts): the wizard's
 * first screen loads this module with its route table, and classic zod would not fit its byte budget.
 * Staff schemas embed adresaBody/adresaView.
 */
import { TYPY_SKODY } from '../domain/oznamenie';
import { TYPY_SUBJEKTU } from '../domain/poskodeny';
import { WIZARD_KROKY, WIZARD_TEXTS } from '../domain/wizard';
import { adresaBody, adresaView } from './adresa';
import { LIMITS } from './limits';
import { subjektIdentityFields } from './subjekt';
import * as z from './zm';
import { isTelefon, msg, optionalEmail, optionalText, optionalUuid, pastDate } from './zm-fields';
import { WIZARD_MSG } from './web-oznamenie-texts';

/** Search bounds of the map picker (spec part 2 §2): the place of damage lies in Slovakia. */
export const SK_BOUNDS = { minLat: 47.6633, maxLat: 49.68, minLon: 16.738, maxLon: 23.04 } as const;

export { WIZARD_MSG };

const lat = () => z.number().check(z.gte(SK_BOUNDS.minLat, WIZARD_MSG.outsideSlovakia), z.lte(SK_BOUNDS.maxLat, WIZARD_MSG.outsideSlovakia));
const lon = () => z.number().check(z.gte(SK_BOUNDS.minLon, WIZARD_MSG.outsideSlovakia), z.lte(SK_BOUNDS.maxLon, WIZARD_MSG.outsideSlovakia));

// ── Step 1 ─────────────────────────────────────────────────────────────
export const udajeOSkodeBody = z
  .object({
    datumVznikuSkody: z.pipe(z.string({ error: WIZARD_MSG.datumVznikuSkody }).check(z.minLength(1, WIZARD_MSG.datumVznikuSkody)), pastDate()),
    typSkody: z.enum(TYPY_SKODY, { error: WIZARD_MSG.typSkody }),
    lokalitaGpsSirka: z.optional(z.nullable(lat())),
    lokalitaGpsDlzka: z.optional(z.nullable(lon())),
    obecId: optionalUuid(),
    popisLokality: optionalText(LIMITS.longText),
    popisSkody: z
      .string({ error: WIZARD_MSG.popisSkody })
      .check(z.trim(), z.minLength(1, WIZARD_MSG.popisSkody), z.maxLength(LIMITS.longText, msg.maxLength(LIMITS.longText))),
    uzemnePrislusnePracoviskoId: optionalUuid(),
    /** Temporary file names returned by the photo upload, in the caller's upload session. */
    fotografie: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(30, 'Naraz môžete priložiť najviac 30 fotografií.')),
      [],
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const hasLat = v.lokalitaGpsSirka != null;
      const hasLon = v.lokalitaGpsDlzka != null;
      if (hasLat !== hasLon) ctx.addIssue({ code: 'custom', path: [hasLat ? 'lokalitaGpsDlzka' : 'lokalitaGpsSirka'], message: WIZARD_MSG.bothCoordinates });
      else if (!hasLat && !v.obecId) ctx.addIssue({ code: 'custom', path: ['lokalitaGpsSirka'], message: WIZARD_MSG.locationRequired });
    }),
  );
export type UdajeOSkodeBody = z.input<typeof udajeOSkodeBody>;

// ── Step 2 ─────────────────────────────────────────────────────────────
export { adresaBody, type AdresaBody } from './adresa';

export const udajeOPoskodenomBody = z
  .object({
    ...subjektIdentityFields,
    /** An existing subject picked from the IČO search… */
    subjektId: optionalUuid(),
    /** …or the choice to create a new one. */
    novySubjekt: z.optional(z.boolean()),
    adresa: z.prefault(adresaBody, {}),
  })
  .check(
    z.superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.typSubjektu === 'FO') {
      if (!v.meno) issue(['meno'], WIZARD_MSG.meno);
      if (!v.priezvisko) issue(['priezvisko'], WIZARD_MSG.priezvisko);
    } else {
      if (!v.ico) issue(['ico'], WIZARD_MSG.ico);
      if (!v.subjektId && !v.novySubjekt) issue([], WIZARD_TEXTS.vyberSubjektu);
      else if (v.novySubjekt && !v.obchodneMeno) issue(['obchodneMeno'], WIZARD_MSG.obchodneMeno);
    }
    if (!v.subjektId) {
      if (!v.adresa.statId) issue(['adresa', 'statId'], WIZARD_MSG.stat);
    }
    }),
  );
export type UdajeOPoskodenomBody = z.input<typeof udajeOPoskodenomBody>;

// ── Step 3 ─────────────────────────────────────────────────────────────
export const kontaktneInformacieBody = z.object({
  email: optionalEmail(WIZARD_MSG.email),
  telefonneCislo: z
    .string({ error: WIZARD_MSG.telefon })
    .check(
      z.trim(),
      z.minLength(1, WIZARD_MSG.telefon),
      z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text)),
      z.refine(isTelefon, WIZARD_MSG.telefonFormat),
    ),
  doplnujuceInformacie: optionalText(LIMITS.longText),
  gdprSuhlas: z._default(z.boolean(), false),
});
export type KontaktneInformacieBody = z.input<typeof kontaktneInformacieBody>;

// ── Draft (response) ───────────────────────────────────────────────────
const fotografiaSchema = z.object({
  /** Temporary file name (with its unique suffix). */
  filename: z.string(),
  /** Name as the reporter chose it, without the temporary suffix. */
  nazov: z.string(),
});
export type WizardFotografia = z.infer<typeof fotografiaSchema>;

export { adresaView, type AdresaView } from './adresa';

export const webOznamenieResponse = z.object({
  krok: z.nullable(z.enum(WIZARD_KROKY)),
  fileUploadSessionId: z.string(),
  datumOznamenia: z.string(),
  expiresAt: z.string(),
  udajeOSkode: z.nullable(
    z.object({
      datumOznamenia: z.string(),
      datumVznikuSkody: z.string(),
      typSkody: z.enum(TYPY_SKODY),
      lokalitaGpsSirka: z.optional(z.number()),
      lokalitaGpsDlzka: z.optional(z.number()),
      obecId: z.optional(z.string()),
      obecName: z.optional(z.string()),
      popisLokality: z.optional(z.string()),
      popisSkody: z.string(),
      uzemnePrislusnePracoviskoId: z.optional(z.string()),
      uzemnePrislusnePracoviskoNazov: z.optional(z.string()),
      fotografie: z.array(fotografiaSchema),
    })
  ),
  udajeOPoskodenom: z.nullable(
    z.object({
      typSubjektu: z.enum(TYPY_SUBJEKTU),
      datumNarodenia: z.optional(z.string()),
      titulPredMenom: z.optional(z.string()),
      meno: z.optional(z.string()),
      priezvisko: z.optional(z.string()),
      titulZaMenom: z.optional(z.string()),
      ico: z.optional(z.string()),
      obchodneMeno: z.optional(z.string()),
      nazovPrevadzky: z.optional(z.string()),
      subjektId: z.optional(z.string()),
      novySubjekt: z.optional(z.boolean()),
      adresa: adresaView,
    })
  ),
  kontaktneInformacie: z.nullable(
    z.object({
      email: z.optional(z.string()),
      telefonneCislo: z.string(),
      doplnujuceInformacie: z.optional(z.string()),
      gdprSuhlas: z.boolean(),
    })
  ),
});
export type WebOznamenie = z.infer<typeof webOznamenieResponse>;

export const odoslatResponse = z.object({ uuid: z.string(), kod: z.string() });
export type OdoslatResponse = z.infer<typeof odoslatResponse>;

// ── Photos (temporary uploads): shared/api/fotografie-upload.ts ──────
export * from './fotografie-upload';

// ── Subject search (IČO) ───────────────────────────────────────────────
export const subjektyQuery = z.object({
  searchTokens: z
    .pipe(
      z.string().check(z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text))),
      z.transform((s: string) => s.trim()),
    )
    .check(z.refine((s: string) => s.length >= 3, WIZARD_MSG.searchMin)),
});
export const subjektSchema = z.object({
  uuid: z.string(),
  typSubjektu: z.enum(['PO', 'FO_PODNIKATEL']),
  ico: z.string(),
  obchodneMeno: z.string(),
  nazovPrevadzky: z.optional(z.string()),
  adresa: adresaView,
});
export type Subjekt = z.infer<typeof subjektSchema>;
export const subjektyResponse = z.object({ subjektList: z.array(subjektSchema) });

export { photoDisplayName } from '../format/photo-name';
