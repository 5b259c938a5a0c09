/** Slovak texts of the damage-event screens (spec part 2 §2, §3); kept beside the feature. */
import { SKODOVE_UDALOSTI_TITLES } from './skodove-udalosti-titles';

export const SKODOVE_UDALOSTI_TEXTS = {
  ...SKODOVE_UDALOSTI_TITLES,
  skodoveUdalosti: 'Škodové udalosti',
  tabsLabel: 'Časti škodovej udalosti',
  oznamenie: 'Oznámenie',
  stav: 'Stav',
  datumOznamenia: 'Dátum oznámenia',
  datumACasVznikuSkody: 'Dátum a čas vzniku škody',
  typSkody: 'Typ škody',
  popisSkody: 'Popis škody',
  popisLokality: 'Popis lokality',
  gps: 'GPS súradnice',
  sop: 'Územne príslušné pracovisko ŠOP',
  ou: 'Územne príslušný OÚ',
  poskodeny: 'Poškodený',
  nieJePriradeny: 'Nie je priradený',
  vytvoril: 'Vytvoril',
  spatNaZoznam: 'Späť na zoznam',
} as const;
