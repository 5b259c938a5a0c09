/**
 * The web's common Slovak texts (COMMON_TEXTS: layout, navigation, errors, the shared UI kit), the
 * public wizard's screens (WIZARD_SCREEN_TEXTS) and the type-ahead field (COMBOBOX_TEXTS); a feature's
 * own texts are in its *-texts.ts. Texts the spec fixes are copied exactly (spec part 1 §2, §8;
 * part 2 §6); tests assert them. The error texts equal the server's (shared/api/errors.ts
 * ERROR_TEXTS; texts.test.ts keeps them equal) – copied, not imported,
 * so that the first screen does not load zod.
 */

export const APP_NAME = 'Evidencia škôd';

export const COMMON_TEXTS = {
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
  footerSkodyVCislach: 'Škody v číslach',
  footerOperator: 'Prevádzkovateľ:',
  menuOpen: 'Menu',
  menuClose: 'Zavrieť menu',
  // the name of a table's scrolling box starts with it (TableScroll), so it never repeats its section's name
  tabulka: 'Tabuľka',

  // staff date fields: dd.mm.rrrr or rrrr-mm-dd typed (shared/format/dates.ts parseDateSk)
  dateHint: 'dd.mm.rrrr',
  dateFormatError: 'Zadajte dátum v tvare dd.mm.rrrr.',
  // GPS on staff screens: shown with a decimal comma, typed with a comma or a point (shared/format/gps.ts)
  gpsFormatError: 'Zadajte číslo v stupňoch, napríklad 48,7302159.',

  // staff navigation (spec part 1 §2 'Staff top navigation', part 2 §6)
  navOznamenia: 'Oznámenia',
  navSkodoveUdalosti: 'Škodové udalosti',
  navCennikyCiselniky: 'Cenníky a číselníky',
  navStatistiky: 'Štatistiky',
  navNastavenia: 'Nastavenia',
  navOsobneUdaje: 'Osobné údaje',

  // public pages
  homeTitle: 'Hlásenie škôd spôsobených chránenými živočíchmi',
  homeIntro: [
    'Ak vám chránený živočích – napríklad medveď, vlk, rys, bobor, vydra alebo kormorán – spôsobil škodu na majetku, hospodárskych zvieratách, plodinách, včelstvách alebo na zdraví, môžete ju oznámiť Štátnej ochrane prírody Slovenskej republiky.',
    'Oznámenie vyplníte v štyroch krokoch: údaje o škode s miestom na mape a fotografiami, údaje o poškodenom, kontaktné informácie a zhrnutie. Prihlásenie nie je potrebné.',
    'Územne príslušné pracovisko Štátnej ochrany prírody Slovenskej republiky vás po prijatí oznámenia bude kontaktovať a dohodne miestnu obhliadku.',
  ],
  homeStart: 'Nové oznámenie o škode',
  stavHlaseniaTitle: 'Stav hlásenia',
  odhlasenieSpravTitle: 'Odhlásenie správ o hlásení',
  homeStavOtazka: 'Už ste škodu oznámili?',
  homeStavOdkaz: 'Zistite stav svojho hlásenia',
  homeSkodyVCislachOtazka: 'Koľko škôd chránené živočíchy spôsobujú?',
  homeSkodyVCislachOdkaz: 'Pozrite si škody v číslach',
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
  /** Notification detail: the button that creates its damage event and the link to it. */
  novaSkodovaUdalost: 'Nová šk. udalosť',
  skodovaUdalost: 'Škodová udalosť',

  // shared UI kit
  /** The empty first option of a code-list select. */
  vyberte: 'Vyberte',
  /** A deactivated code-list item the record still holds. */
  neaktivnaPolozka: 'neaktívna',
  /** A date-time whose time is not known. */
  casNeuvedeny: 'čas neuvedený',
  errorSummaryTitle: 'Vyskytla sa chyba',
  successTitle: 'Úspech',
  confirmYes: 'Áno, chcem',
  confirmNo: 'NIE',
  /** Leaving a form whose changes are not saved (useUnsavedChangesGuard). */
  neulozeneNadpis: 'Máte neuložené zmeny',
  neulozeneText: 'Ak stránku opustíte teraz, zmeny, ktoré ste neuložili, sa stratia.',
  neulozeneZostat: 'Zostať na stránke',
  neulozeneOdist: 'Odísť bez uloženia',
  loading: 'Načítava sa…',
  redirecting: 'Presmerovanie…',

  // error catalogue (spec part 1 §8)
  connectionLost: 'Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.',
  serverError: 'Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.',
  unauthorized: 'Nie ste prihlásený. Prihláste sa, prosím.',
  forbidden: 'Na túto akciu nemáte dostatočné oprávnenie. Kontaktujte administrátora systému.',
  notFoundApi: 'Požadovaný zdroj neexistuje.',
} as const;

/**
 * Public wizard and the shared form/upload kit (spec part 1 §2 'Public wizard screens', §4, §5, §8).
 * The wizard's validation texts come with the shared zod schemas (shared/api/web-oznamenie.ts).
 */
export const WIZARD_SCREEN_TEXTS = {
  stepperLabel: 'Kroky oznámenia',
  stepDone: '(dokončený krok)',
  stepCurrent: '(aktuálny krok)',
  stepOf: (n: number, total: number) => `Krok ${n} z ${total}`,
  next: 'Ďalej',
  back: 'Späť',
  saving: 'Ukladám…',
  optional: '(nepovinné)',
  cancel: 'Zrušiť oznámenie',
  cancelConfirm: 'Naozaj si želáte zrušiť rozpracované oznámenie? Operácia je nenávratná!',

  // step 1
  step1Title: 'Nové oznámenie',
  datumOznamenia: 'Dátum oznámenia',
  datumVznikuSkody: 'Dátum vzniku škody',
  datumHint: 'Napríklad 27.3.2026',
  den: 'Deň',
  mesiac: 'Mesiac',
  rok: 'Rok',
  invalidDate: 'Zadajte platný dátum.',
  typSkody: 'Druh škody',
  selectPlaceholder: 'Vyberte',
  lokalita: 'Miesto škody',
  lokalitaHint: 'Kliknite na miesto škody v mape, zadajte GPS súradnice alebo vyberte obec.',
  mapLoading: 'Načítava sa mapa…',
  mapUnavailable: 'Mapu sa nepodarilo načítať. Skúste obnoviť stránku.',
  gpsSirka: 'Zemepisná šírka',
  gpsDlzka: 'Zemepisná dĺžka',
  obec: 'Obec',
  popisLokality: 'Popis lokality',
  popisLokalityHint: 'Napríklad názov lesa, poľa alebo vzdialenosť od obce.',
  popisSkody: 'Popis škody',
  popisSkodyHint: 'Čo sa stalo, ktorý živočích škodu spôsobil, koľko zvierat alebo akých vecí sa týka.',
  pracovisko: 'Územne príslušné pracovisko ŠOP SR',
  pracoviskoHint: 'Ak pracovisko nepoznáte, nechajte pole prázdne – oznámenie priradí ŠOP SR.',
  fotografie: 'Fotografie',
  fotografieHint: 'Formát JPG alebo PNG, najviac 15 MB na jednu fotografiu. Fotografie sa nahrávajú hneď po výbere.',
  photoGpsOffer: (nazov: string) => `Fotografia ${nazov} obsahuje GPS súradnice.`,
  photoGpsUse: 'Použiť miesto z fotografie',
  uploadsPending: 'Počkajte, kým sa dokončí nahrávanie fotografií.',
  uploadsFailed: 'Niektoré fotografie sa nepodarilo nahrať. Nahrajte ich znova alebo ich odstráňte.',

  // step 2
  typSubjektu: 'Typ subjektu',
  datumNarodenia: 'Dátum narodenia',
  titulPredMenom: 'Titul pred menom',
  meno: 'Meno',
  priezvisko: 'Priezvisko',
  titulZaMenom: 'Titul za menom',
  ico: 'IČO',
  icoHint: 'Zadajte aspoň 3 číslice IČO a vyberte subjekt z výsledkov vyhľadávania.',
  obchodneMeno: 'Obchodné meno',
  nazovPrevadzky: 'Názov prevádzky',
  searching: 'Vyhľadávam…',
  searchResults: (n: number) => (n === 1 ? 'Nájdený 1 subjekt.' : `Nájdené subjekty: ${n}.`),
  searchFailed: 'Vyhľadávanie subjektov zlyhalo. Skúste to znova.',
  noSubject: (value: string) => `Nebol nájdený žiadny subjekt s IČO: "${value}"`,
  createSubject: 'Vytvoriť subjekt',
  notFoundFooter: 'Nenašli ste, čo ste hľadali?',
  addOtherSubject: 'Pridať iný subjekt',
  chooseSubject: 'Vybrať',
  chosenSubject: 'Vybraný subjekt',
  newSubject: 'Nový subjekt',
  changeSubject: 'Zmeniť subjekt',
  adresa: 'Adresa',
  ulica: 'Ulica',
  supisneCislo: 'Súpisné číslo',
  orientacneCislo: 'Orientačné číslo',
  psc: 'PSČ',
  okres: 'Okres',
  kraj: 'Kraj',
  stat: 'Štát',
  obecHint: 'Zoznam obcí sa zúži, keď najprv vyberiete okres alebo kraj.',

  // step 3
  email: 'E-mail',
  telefonneCislo: 'Telefónne číslo',
  doplnujuceInformacie: 'Doplňujúce informácie',
  gdprSuhlas: 'Súhlasím so spracovaním osobných údajov',
  gdprLink: 'Informácie o ochrane osobných údajov',
  newWindow: '(otvorí sa v novom okne)',
  /** Slovak plural: 1 znak, 2–4 znaky, 0 and 5+ znakov (also 'zostáva' / 'zostávajú'). */
  charsLeft: (n: number) => {
    const abs = Math.abs(n);
    const znakov = abs === 1 ? 'znak' : abs >= 2 && abs <= 4 ? 'znaky' : 'znakov';
    if (n < 0) return `Prekročili ste limit o ${abs} ${znakov}`;
    return `${abs >= 2 && abs <= 4 ? 'Zostávajú' : 'Zostáva'} ${abs} ${znakov}`;
  },

  // step 4
  summaryIntro: 'Skontrolujte údaje oznámenia a odošlite ho.',
  upravitUdaje: 'Upraviť údaje',
  gps: 'GPS súradnice',
  suhlas: 'Súhlas so spracovaním osobných údajov',
  suhlasAno: 'Udelený',
  suhlasNie: 'Neudelený',
  noPhotos: 'Bez fotografií',
  odoslat: 'Odoslať oznámenie',
  sending: 'Odosiela sa…',

  // the copy kept on the device (features/wizard/offline)
  offlineKept: 'Bez signálu – hlásenie je uložené v telefóne a odošle sa, keď bude signál.',
  offlineSubmitWaiting: 'Oznámenie odošleme hneď, ako bude signál. Túto stránku môžete zavrieť – číslo oznámenia uvidíte pri ďalšom otvorení a príde vám aj e-mailom, ak ste ho uviedli.',
  offlineSubmitButton: 'Čaká na signál…',
  photosStillGoingUp: 'Fotografie sa ešte nahrávajú. Môžete pokračovať – hlásenie sa odošle, keď sa nahrajú.',
  keptOnDevice: (until: string) => `Rozpracované hlásenie je uložené aj v tomto zariadení (do ${until}). Po odoslaní alebo zrušení oznámenia sa zo zariadenia vymaže.`,
  refusedStep: (krok: string) => `Oznámenie sa nepodarilo odoslať: opravte údaje v kroku „${krok}“.`,
  refusedStepLink: 'Prejsť na krok',
  uploadStateKept: 'uložené v telefóne',

  // sent page
  sentCode: 'Číslo vášho oznámenia:',
  sentStav: 'Stav hlásenia si pozriete podľa tohto čísla a e-mailu na stránke',
  sentStavOdkaz: 'Stav hlásenia',
  sentNew: 'Nové oznámenie o škode',

  // uploader (generic)
  uploadChoose: 'Vybrať súbory',
  uploadStateReady: 'nahraté',
  uploadStatePending: 'nahrávam...',
  uploadStateFailed: 'zlyhanie',
  uploadRetry: 'Skúsiť znova',
  uploadRemove: 'Odstrániť',
  uploadRemoving: 'Odstraňujem…',
  uploadRemoveFailed: 'Súbor sa nepodarilo odstrániť. Skúste to znova.',
  uploadProgress: (name: string) => `Priebeh nahrávania ${name}`,
  uploadAdded: (name: string) => `Súbor ${name} bol nahratý.`,
  uploadFailedAnnounce: (name: string) => `Nahrávanie súboru ${name} zlyhalo.`,
  uploadRemovedAnnounce: (name: string) => `Súbor ${name} bol odstránený.`,
  uploadDuplicate: (name: string) => `Súbor ${name} už je v zozname.`,
  uploadList: 'Nahraté súbory',
} as const;

/** The type-ahead field (components/form/combobox.tsx). */
export const COMBOBOX_TEXTS = {
  nothing: 'Nič sa nenašlo. Skúste napísať názov inak.',
  count: (n: number) => (n === 1 ? 'Nájdený 1 výsledok.' : n >= 2 && n <= 4 ? `Nájdené ${n} výsledky.` : `Nájdených ${n} výsledkov.`),
  more: (shown: number, total: number) => `Zobrazuje sa prvých ${shown} z ${total}. Píšte ďalej, zoznam sa zúži.`,
  listLabel: (label: string) => `${label} – možnosti`,
  obecHint: 'Začnite písať názov obce a vyberte ju zo zoznamu. Zoznam sa zúži aj výberom okresu alebo kraja.',
} as const;
