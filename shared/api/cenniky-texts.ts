/**
 * Slovak texts of the price-list rules (also shown by the web); apart from ./cenniky (zod) so the web's
 * eagerly loaded page texts stay free of zod.
 */
export const CENNIK_TEXTS = {
  odMin: (d: string) => `Dátum platnosti musí byť najskôr ${d}.`,
  hodnota: 'Zadajte číslo od 0 do 9 999,99 s najviac dvomi desatinnými miestami.',
  povinne: 'Povinný údaj.',
  neznamaHodnota: 'Neplatná hodnota. Vyberte ju zo zoznamu.',
  duplicita: 'Položka s rovnakými údajmi sa v cenníku už nachádza.',
  riadkyFixne: 'V tomto cenníku sa v novej verzii menia len ceny, položky zostávajú rovnaké.',
  riadokNovy: 'Do tohto cenníka nie je možné pridávať položky.',
  prazdny: 'Cenník musí obsahovať aspoň jednu položku.',
  neplatnaVerzia: 'Položky je možné pridávať len do platnej verzie cenníka.',
  nieOdstranitelna: 'Odstrániť je možné len časovú verziu, ktorej platnosť ešte nezačala a podľa ktorej nebol ocenený žiadny predmet škody.',
  konflikt: 'Medzitým vytvoril novú verziu cenníka iný používateľ. Načítajte stránku znova.',
  zmazana: 'Časová verzia bola zmazaná.',
  ulozene: 'Údaje boli úspešne uložené.',
  potvrdenieZmazania: 'Naozaj si želáte odstrániť danú časovú verziu?',
  prazdneVerzie: 'Neexistuje žiadna časová verzia.',
  prazdnaStrana: 'Na aktuálnej stránke sa nenachádzajú žiadne verzie cenníka.',
} as const;
