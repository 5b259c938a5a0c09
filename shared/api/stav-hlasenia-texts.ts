/**
 * Texts of 'Stav hlásenia' (the page, the API's answers): apart from the schemas, which the wizard's first
 * screen loads. The pages' titles are in web/src/texts (COMMON_TEXTS): the route heads stand in the main chunk.
 */
// type-only: the route heads import these texts into the main chunk, the schemas must stay in the public API's chunk
import type { StavHlasenia } from './stav-hlasenia';

export const STAV_HLASENIA_TEXTS = {
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
  verejnaAdresa: 'Adresa pracoviska',
  verejnyTelefon: 'Telefón',
  verejnyEmail: 'E-mail pracoviska',
  uradneHodiny: 'Úradné hodiny',
  terminSetrenia: 'Termín miestneho šetrenia',
  coDalej: 'Čo bude ďalej',
  inyKod: 'Zistiť stav iného hlásenia',
  /** The personal link's opt-out page. */
  odhlasenieIntro: 'Po odhlásení vám už nebudeme posielať e-maily o zmenách stavu tohto hlásenia. Stav si môžete naďalej pozrieť na stránke Stav hlásenia.',
  odhlasit: 'Odhlásiť správy',
  odhlasene: 'Správy o tomto hlásení vám už nebudeme posielať.',
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

