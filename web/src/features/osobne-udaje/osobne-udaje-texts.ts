/** Slovak texts of the personal-data screen. */
import { OSOBNE_UDAJE_TITLES } from './osobne-udaje-titles';

export const OSOBNE_UDAJE_TEXTS = {
  ...OSOBNE_UDAJE_TITLES,
  intro:
    'Vyhľadajte osobu a stiahnite výpis všetkého, čo o nej systém uchováva: údaje poškodeného, oznámenia a škodové udalosti, názvy súborov, odoslané e-maily, členstvo v komisiách a záznamy o tom, kto jej údaje čítal. Každé vyhľadanie a každý výpis sa zaznamenáva.',
  meno: 'Meno a priezvisko alebo obchodné meno',
  datumNarodenia: 'Dátum narodenia',
  ico: 'IČO',
  email: 'E-mail',
  hladat: 'Vyhľadať',
  vysledky: 'Nájdené osoby',
  ziadne: 'Žiadna osoba nezodpovedá zadaným údajom.',
  viac: 'Zobrazuje sa prvých 50 osôb. Spresnite vyhľadávanie.',
  menoStlpec: 'Meno / názov',
  obec: 'Obec',
  vypis: 'Výpis',
  pdf: 'PDF pre osobu',
  json: 'JSON',
  akcie: 'Akcie',
  anonymizovat: 'Anonymizovať',
  anonymizovatNadpis: (meno: string) => `Anonymizovať osobné údaje: ${meno}`,
  anonymizovatVarovanie:
    'Meno, dátum narodenia, kontakty a ulica osoby sa nahradia vo všetkých záznamoch, v ktorých sa nachádza. Obec, škody, sumy a štatistiky zostanú. Anonymizáciu nie je možné vrátiť späť.',
  dovod: 'Dôvod anonymizácie',
  dovodHint: 'Napríklad žiadosť osoby o vymazanie z 27. 11. 2026 (čl. 17 GDPR).',
  anonymizovatPotvrdit: 'Anonymizovať osobné údaje',
  zrusit: 'Zrušiť',
} as const;
