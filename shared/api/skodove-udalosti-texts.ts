/**
 * Slovak messages of the damage-event module. Apart from its schemas (skodove-udalosti.ts), so that a
 * module needing a message does not build the event schemas when a Lambda starts (`npm run bench:cold`).
 */

export const SKODOVA_UDALOST_MSG = {
  vytvorena: 'Škodová udalosť bola úspešne vytvorená.',
  neexistuje: 'Škodová udalosť neexistuje.',
  /** The notification already led to a damage event (a second one would split the case). */
  uzVytvorena: 'Z oznámenia už bola vytvorená škodová udalosť.',
  stavZmeneny: 'Stav škodovej udalosti bol úspešne zmenený.',
  zrusena: 'Škodová udalosť bola zrušená.',
  ulozene: 'Údaje boli úspešne uložené.',
  confirmZahodit: 'Naozaj si želáte zahodiť škodovú udalosť? Operácia je nenávratná!',
  akciaNepovolena: (stav: string) => `Akcia nie je v stave škodovej udalosti ${stav} povolená.`,
  poleUzamknute: (stav: string) => `Pole nie je možné v stave škodovej udalosti ${stav} meniť.`,
  sopNeplatna: 'Zvolené pracovisko ŠOP SR neexistuje alebo nie je platné.',
  ouNeplatny: 'Zvolený okresný úrad neexistuje alebo nie je platný.',
  /** 'Začať šetrenie' on an event whose damage type was not chosen yet. */
  typSkodyPovinny: 'Pred začatím šetrenia vyberte typ škody.',
  sopPovinna: 'Pred začatím šetrenia vyberte územne príslušné pracovisko ŠOP SR.',
  casBuducnost: 'Dátum a čas nemôže byť v budúcnosti.',
  casFormat: 'Zadajte dátum (RRRR-MM-DD) a čas v 15-minútových krokoch (HH:mm).',
  clenKomisieNeexistuje: 'Člen komisie neexistuje.',
  zaradenieNeplatne: 'Zvolené zaradenie neexistuje alebo nie je aktívne.',
  /** The notification changed meanwhile (its state is not the one the event expects). */
  oznamenieZmenene: 'Prepojené oznámenie medzitým zmenil iný používateľ. Načítajte stránku znova a akciu zopakujte.',
} as const;
