/**
 * Slovak texts of the injured-party module. Apart from the schemas (poskodeni.ts) so that page
 * titles, which the web loads eagerly, do not pull the staff schemas onto the public first screen.
 */
import { SEARCH_MIN_CHARS } from '../domain/hladanie';
import { SUBJEKT_MSG } from './subjekt-texts';

export const POSKODENI_MSG = {
  meno: 'Zadajte meno.',
  priezvisko: 'Zadajte priezvisko.',
  ico: 'Zadajte IČO.',
  icoFormat: SUBJEKT_MSG.icoFormat,
  obchodneMeno: 'Zadajte obchodné meno.',
  email: 'Zadajte platnú e-mailovú adresu.',
  gdprSuhlas: 'Fyzická osoba musí udeliť súhlas so spracovaním osobných údajov.',
  datumSuhlasu: 'Zadajte dátum udelenia súhlasu.',
  typSubjektu: SUBJEKT_MSG.typSubjektu,
  typNemenny: 'Typ subjektu existujúceho poškodeného nie je možné zmeniť.',
  ostatnePrevadzky: (ico: string, n: number) => `Zmeniť obchodné meno aj v ostatných prevádzkach s IČO ${ico} (${n})`,
  searchMin: `Zadajte aspoň ${SEARCH_MIN_CHARS} znaky.`,
  telefonHint: 'Uvádzajte v tvare: 00421 9xx',
  upravaVarovanie: 'Zmena údajov poškodeného sa prejaví vo všetkých existujúcich škodových udalostiach, ku ktorým je poškodený priradený.',
  notFound: (t: string) => `Poškodený "${t}" nebol nájdený v databáze.`,
  prevadzkaNotFound: (t: string) => `Prevádzka "${t}" nebola nájdená v databáze.`,
  truncated: (n: number) => `Zobrazených je prvých ${n} výsledkov. Spresnite hľadaný text.`,
  historiaEmpty: 'Neexistujú žiadne škodové udalosti.',
  historiaPageEmpty: 'Na aktuálnej stránke sa nenachádzajú žiadne škodové udalosti.',
} as const;
