/**
 * Slovak messages of the notification module. Apart from its schemas (oznamenia.ts), so that a module
 * needing a message does not build the notification schemas when a Lambda starts (`npm run bench:cold`).
 */

export const OZNAMENIE_MSG = {
  stavZmeneny: 'Stav oznámenia bol úspešne zmenený.',
  zrusene: 'Oznámenie bolo zrušené.',
  ulozene: 'Údaje boli úspešne uložené.',
  /** The GPS position is the municipality's point (the reporter named only the municipality). */
  gpsPriblizne: 'Približná poloha – bod obce (oznamovateľ uviedol len obec).',
  lenObec: 'Oznamovateľ uviedol len obec, bez GPS súradníc.',
  confirmZahodit: 'Naozaj si želáte zahodiť oznámenie? Operácia je nenávratná!',
  confirmZrusit: 'Naozaj si želáte zrušiť oznámenie? Operácia je nenávratná!',
  akciaNepovolena: (stav: string) => `Akcia nie je v stave oznámenia ${stav} povolená.`,
  poleUzamknute: (stav: string) => `Pole nie je možné v stave oznámenia ${stav} meniť.`,
  pracoviskoPovinne: 'Pred priradením vyberte územne príslušné pracovisko.',
  typSkodyPovinny: 'Pred priradením vyberte typ škody.',
  pracoviskoNeplatne: 'Zvolené pracovisko neexistuje alebo nie je platné.',
  rovnakePracovisko: 'Oznámenie je už priradené tomuto pracovisku.',
  emptyFilter: 'Zadaným filtračným kritériam nevyhovujú žiadne oznámenia.',
  empty: 'Neexistujú žiadne oznámenia.',
  emptyPage: 'Na aktuálnej stránke sa nenachádzajú žiadne oznámenia.',
  emptyFotografie: 'Oznámenie neobsahuje žiadne fotografie.',
} as const;
