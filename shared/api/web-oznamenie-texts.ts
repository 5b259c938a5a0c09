/**
 * Slovak messages of the public wizard. Apart from its schemas (web-oznamenie.ts), so that a module
 * that needs a message – the file routes, the photo schemas – does not build every wizard schema when
 * a Lambda starts (`npm run bench:cold`).
 */
import { SUBJEKT_MSG } from './subjekt-texts';

export const WIZARD_MSG = {
  outsideSlovakia: 'Miesto škody musí byť na území Slovenska.',
  bothCoordinates: 'Zadajte zemepisnú šírku aj dĺžku.',
  locationRequired: 'Vyznačte miesto škody na mape, zadajte GPS súradnice alebo vyberte obec.',
  typSkody: 'Vyberte druh škody.',
  popisSkody: 'Opíšte škodu.',
  datumVznikuSkody: 'Zadajte dátum vzniku škody.',
  datumPoOznameni: 'Dátum vzniku škody nemôže byť neskôr ako dátum oznámenia.',
  meno: 'Zadajte meno.',
  priezvisko: 'Zadajte priezvisko.',
  ico: 'Zadajte IČO.',
  icoFormat: SUBJEKT_MSG.icoFormat,
  obchodneMeno: 'Zadajte obchodné meno.',
  obec: 'Vyberte obec.',
  stat: 'Vyberte štát.',
  telefon: 'Zadajte telefónne číslo.',
  telefonFormat: 'Telefónne číslo zadajte v tvare 00421 9xx xxx xxx.',
  email: 'Zadajte platnú e-mailovú adresu.',
  gdprSuhlas: 'Na spracovanie oznámenia je potrebný súhlas so spracovaním osobných údajov.',
  photoType: 'Fotografia musí byť vo formáte JPG alebo PNG (.jpg, .jpeg, .png).',
  photoSize: 'Fotografia môže mať najviac 15 MB.',
  photoContent: 'Súbor nie je platná fotografia JPG alebo PNG.',
  photoMissing: 'Fotografia sa nenašla medzi nahratými súbormi. Nahrajte ju znova.',
  uploadSession: 'Relácia nahrávania nepatrí k vášmu oznámeniu.',
  noDraft: 'Rozpracované oznámenie neexistuje alebo vypršalo. Začnite nové oznámenie.',
  stepOrder: 'Najprv vyplňte predchádzajúce kroky oznámenia.',
  alreadySent: 'Oznámenie už bolo odoslané.',
  rateLimited: 'Príliš veľa požiadaviek. Počkajte chvíľu a skúste to znova.',
  searchMin: 'Zadajte aspoň 3 znaky.',
} as const;
