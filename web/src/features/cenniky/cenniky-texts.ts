/** Slovak texts of the price-list screens (spec part 2 §2, §8). */
export { CENNIK_TEXTS } from '@shared/api/cenniky-texts';

import { CENNIKY_TITLES } from './cenniky-titles';

export const CENNIKY_TEXTS = {
  ...CENNIKY_TITLES,
  typy: 'Typy cenníkov',
  platny: 'PLATNÝ',
  neplatny: 'NEPLATNÝ',
  novaVerzia: 'Nová verzia',
  exportCsv: 'Export do CSV',
  odstranit: 'Odstrániť',
  ineVerzie: (n: number) => `Iné verzie (${n})`,
  rozsah: (od: string, po?: string) => `(Platný od ${od}${po ? ` do ${po}` : ''})`,
  pridatPolozku: 'Pridať položku',
  ulozit: 'Uložiť',
  zrusit: 'Zrušiť',
  legenda: 'Legenda',
  verzieCaption: 'Časové verzie cenníka',
  cislo: 'Číslo verzie',
  vytvorena: 'Dátum vytvorenia',
  platnost: 'Platnosť',
  vytvoril: 'Vytvoril',
  akcie: 'Akcie',
  detail: 'Detail',
  spat: 'Späť',
  platnyOd: 'Platný od',
  ulozitVerziu: 'Uložiť verziu',
  odstranitRiadok: 'Odstrániť',
  odstranenePolozky: 'Odstránené položky',
  vratitPolozku: 'Vrátiť',
  novaPolozka: 'Nová položka',
  polozkyCennika: (typ: string) => `Položky cenníka – ${typ}`,
  vyberte: 'Vyberte',
} as const;
