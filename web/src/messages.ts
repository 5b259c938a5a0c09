/**
 * The one Slovak message catalogue of the web. Texts the spec fixes are copied exactly
 * (spec part 1 §2, §8; part 2 §6); tests assert them. The error texts equal the server's
 * (shared/api/errors.ts ERROR_TEXTS; messages.test.ts keeps them equal) – copied, not imported,
 * so that the first screen does not load zod.
 */

export const APP_NAME = 'Evidencia škôd';

export const M = {
  appName: APP_NAME,
  operator: 'Štátna ochrana prírody Slovenskej republiky',
  pageTitle: (title: string) => (title === APP_NAME ? APP_NAME : `${title} | ${APP_NAME}`),

  // layout
  skipLink: 'Preskočiť na obsah',
  officialSite: 'Oficiálna stránka verejnej správy SR',
  homeLinkTitle: 'Odkaz na úvodnú stránku',
  mainNavigation: 'Hlavná navigácia',
  footerNavigation: 'Odkazy v pätičke',
  headerHlasenie: 'Hlásenie škody',
  headerPrihlasenie: 'Prihlásenie',
  logout: 'Odhlásiť',
  userBar: 'Prihlásený používateľ',
  organizacieLabel: 'Organizácie',
  footerKontakt: 'Kontakt',
  footerPrirucka: 'Používateľská príručka',
  footerPriruckaHint: '(PDF)',
  footerOchrana: 'Ochrana osobných údajov',
  footerProblem: 'Nahlásiť problém',
  footerOperator: 'Prevádzkovateľ:',
  menuOpen: 'Menu',
  menuClose: 'Zavrieť menu',

  // staff navigation (spec part 1 §2 'Staff top navigation', part 2 §6)
  navOznamenia: 'Oznámenia',
  navSkodoveUdalosti: 'Škodové udalosti',
  navCennikyCiselniky: 'Cenníky a číselníky',
  navStatistiky: 'Štatistiky',
  navNastavenia: 'Nastavenia',

  // public pages
  homeTitle: 'Hlásenie škôd spôsobených chránenými živočíchmi',
  homeIntro: [
    'Ak vám chránený živočích – napríklad medveď, vlk, rys, bobor, vydra alebo kormorán – spôsobil škodu na majetku, hospodárskych zvieratách, plodinách, včelstvách alebo na zdraví, môžete ju oznámiť Štátnej ochrane prírody Slovenskej republiky.',
    'Oznámenie vyplníte v štyroch krokoch: údaje o škode s miestom na mape a fotografiami, údaje o poškodenom, kontaktné informácie a zhrnutie. Prihlásenie nie je potrebné.',
    'Územne príslušné pracovisko Štátnej ochrany prírody Slovenskej republiky vás po prijatí oznámenia bude kontaktovať a dohodne miestnu obhliadku.',
  ],
  homeStart: 'Nové oznámenie o škode',
  wizardTitle: 'Nové oznámenie',
  wizardPreparing: 'Formulár oznámenia sa pripravuje.',
  sentNewNotification: 'Nové oznámenie o škode',

  loginErrorTitle: 'Chyba prihlásenia',
  loginErrorText: 'Pri prihlasovaní nastala neočakávaná chyba. Kontaktujte, prosím, administrátora systému podľa pokynov na stránke',
  loginErrorLink: 'Problém s prihlásením',

  notFoundPublic: 'Stránka nenájdená - Skontrolujte, či zadaná adresa neobsahuje chyby.',
  notFoundTitle: 'Stránka nenájdená',
  notFoundStaff: 'Stránka nebola nájdená.',
  serverErrorPage: 'Nastala neočakávaná chyba. Akciu skúste zopakovať neskôr.',
  serverErrorTitle: 'Chyba',

  // staff pages
  staffHomeGreeting: (meno: string, priezvisko: string) => `Dobrý deň, ${meno} ${priezvisko}.`,
  staffHomeAreas: 'Môžete pracovať s týmito časťami systému:',
  staffHomeNoAreas: 'Nemáte pridelené žiadne oprávnenie. Kontaktujte administrátora systému.',
  forbiddenTitle: 'Nedostatočné oprávnenie',
  forbiddenText: 'Na zobrazenie tejto stránky nemáte dostatočné oprávnenie. Kontaktujte administrátora systému.',
  nesyncTitle: 'Účet neexistuje',
  nesyncText:
    'Váš účet v systéme Evidencia škôd neexistuje alebo ešte nie je zosynchronizovaný. Kontaktujte administrátora systému.',
  nesyncBackToLogin: 'Späť na prihlásenie',
  modulePreparing: 'Táto časť systému sa pripravuje.',
  titleOznamenia: 'Zoznam oznámení',
  titleSkodoveUdalosti: 'Škodové udalosti',
  titleCenniky: 'Cenníky',
  titleCiselniky: 'Číselníky',
  titleStatistiky: 'Štatistiky',
  titleHistorickeUdaje: 'Historické údaje',
  titleNastavenia: 'Nastavenia',

  // shared UI kit
  errorSummaryTitle: 'Vyskytla sa chyba',
  successTitle: 'Úspech',
  confirmYes: 'Áno, chcem',
  confirmNo: 'NIE',
  loading: 'Načítava sa…',
  redirecting: 'Presmerovanie…',

  // error catalogue (spec part 1 §8)
  connectionLost: 'Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.',
  serverError: 'Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.',
  unauthorized: 'Nie ste prihlásený. Prihláste sa, prosím.',
  forbidden: 'Na túto akciu nemáte dostatočné oprávnenie. Kontaktujte administrátora systému.',
  notFoundApi: 'Požadovaný zdroj neexistuje.',
} as const;
