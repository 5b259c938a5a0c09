/**
 * 'Stav hlásenia': the reporter's own view of their report – by code and e-mail, or by the personal
 * link of their e-mails – and the reporter's e-mails about it. It shows what concerns the reporter
 * and nothing else: no injured party, no staff names, no amounts (zod/mini: the public routes' table
 * loads it).
 */
import { LIMITS } from './limits';
import * as z from './zm';
import { requiredText } from './zm-fields';

/** Where the reporter's case is, in the words the page and the e-mails use. */
export const STAV_HLASENIA = ['PRIJATE', 'PRIRADENE', 'SETRENIE', 'SETRENIE_UKONCENE', 'ZIADOST_PRIJATA', 'ROZHODNUTE', 'UZAVRETE'] as const;
export type StavHlasenia = (typeof STAV_HLASENIA)[number];

/** The reporter's e-mails after the confirmation (each one a step that concerns them). */
export const SPRAVA_OZNAMOVATELOVI = ['PRIJATE', 'PRIRADENE', 'TERMIN_SETRENIA', 'SETRENIE_UKONCENE', 'ROZHODNUTE'] as const;
export type SpravaOznamovatelovi = (typeof SPRAVA_OZNAMOVATELOVI)[number];

export const STAV_HLASENIA_TEXTS = {
  title: 'Stav hlásenia',
  intro: 'Zadajte kód hlásenia z potvrdzujúceho e-mailu a e-mailovú adresu, ktorú ste v hlásení uviedli.',
  kod: 'Kód hlásenia',
  kodHint: 'Napríklad OZN-2026-000123',
  email: 'E-mail',
  submit: 'Zistiť stav',
  /** The one answer to a wrong pair, an unknown code, a report without e-mail: it never tells which. */
  nenajdene: 'Hlásenie s týmto kódom a e-mailom sme nenašli. Skontrolujte kód a e-mail a skúste to znova.',
  odkazNeplatny: 'Odkaz nie je platný alebo jeho platnosť skončila. Zadajte kód hlásenia a e-mail.',
  kodPovinny: 'Zadajte kód hlásenia.',
  emailPovinny: 'Zadajte e-mail.',
  datumOdoslania: 'Odoslané',
  stav: 'Stav',
  pracovisko: 'Pracovisko',
  pracoviskoKontakt: 'Kontakty na pracoviská Štátnej ochrany prírody SR sú na stránke Kontakt.',
  terminSetrenia: 'Termín miestneho šetrenia',
  coDalej: 'Čo bude ďalej',
  inyKod: 'Zistiť stav iného hlásenia',
  /** The personal link's opt-out page. */
  odhlasenieTitle: 'Odhlásenie správ o hlásení',
  odhlasenieIntro: 'Po odhlásení vám už nebudeme posielať e-maily o zmenách stavu tohto hlásenia. Stav si môžete naďalej pozrieť na stránke Stav hlásenia.',
  odhlasit: 'Odhlásiť správy',
  odhlasene: 'Správy o tomto hlásení vám už nebudeme posielať.',
  odkazChyba: 'Odkaz nie je platný.',
} as const;

/** The state in plain words and what usually comes next. */
export const STAV_HLASENIA_POPIS: Record<StavHlasenia, { popis: string; coDalej: string }> = {
  PRIJATE: {
    popis: 'Hlásenie sme prijali.',
    coDalej: 'Hlásenie pridelíme územne príslušnému pracovisku Štátnej ochrany prírody SR, zvyčajne do niekoľkých pracovných dní.',
  },
  PRIRADENE: {
    popis: 'Hlásenie bolo pridelené pracovisku, ktoré ho rieši.',
    coDalej: 'Pracovisko vás bude kontaktovať, aby s vami dohodlo termín miestneho šetrenia škody.',
  },
  SETRENIE: {
    popis: 'Prebieha miestne šetrenie škody.',
    coDalej: 'Komisia pracoviska preverí škodu na mieste a spíše o nej záznam. Potom šetrenie ukončí.',
  },
  SETRENIE_UKONCENE: {
    popis: 'Šetrenie škody je ukončené.',
    coDalej: 'O náhradu škody môžete požiadať žiadosťou na okresnom úrade. Pracovisko vám povie, kde a dokedy ju podať.',
  },
  ZIADOST_PRIJATA: {
    popis: 'Žiadosť o náhradu škody bola prijatá.',
    coDalej: 'Okresný úrad o žiadosti rozhodne a rozhodnutie vám doručí.',
  },
  ROZHODNUTE: {
    popis: 'O náhrade škody bolo rozhodnuté.',
    coDalej: 'Rozhodnutie vám doručí okresný úrad. Ak s ním nesúhlasíte, postupujte podľa poučenia v rozhodnutí.',
  },
  UZAVRETE: {
    popis: 'Hlásenie bolo uzavreté bez ďalšieho riešenia.',
    coDalej: 'Ak máte otázky, obráťte sa na pracovisko Štátnej ochrany prírody SR uvedené na stránke Kontakt.',
  },
};

export const stavHlaseniaBody = z.object({
  kod: requiredText(40),
  email: requiredText(LIMITS.text),
});
export type StavHlaseniaBody = z.infer<typeof stavHlaseniaBody>;

/** The personal link's token: 43 characters of base64url (32 random bytes). */
export const stavHlaseniaTokenBody = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, STAV_HLASENIA_TEXTS.odkazChyba)) });
export type StavHlaseniaTokenBody = z.infer<typeof stavHlaseniaTokenBody>;

export const stavHlaseniaResponse = z.object({
  kod: z.string(),
  /** The day the report was sent (yyyy-MM-dd). */
  datumOdoslania: z.string(),
  stav: z.enum(STAV_HLASENIA),
  popis: z.string(),
  coDalej: z.string(),
  /** The workplace handling it (its name only; its contacts are on the public 'Kontakt' page). */
  pracovisko: z.optional(z.string()),
  /** Date and time of the local inspection as staff entered it (yyyy-MM-dd or yyyy-MM-ddTHH:mm). */
  terminSetrenia: z.optional(z.string()),
});
export type StavHlaseniaResponse = z.infer<typeof stavHlaseniaResponse>;
