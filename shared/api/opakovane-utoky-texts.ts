/** Texts of the repeat-attack settings and panels, apart from the schemas: the settings page's title is read eagerly (its route's head). */
import { OPAKOVANY_UTOK_TITLES } from './opakovane-utoky-titles';

export const OPAKOVANY_UTOK_TEXTS = {
  ...OPAKOVANY_UTOK_TITLES,
  znacka: 'Opakovaný útok',
  nastavenieUvod:
    'Pri uložení oznámenia alebo škodovej udalosti s miestom sa vyhľadajú skoršie prípady toho istého pôvodcu škody v okruhu a v časovom okne. Od zadaného poradia prípadu sa prípad označí ako opakovaný útok a príslušné pracovisko dostane jeden e-mail za zhluk a deň.',
  predvolene: 'Predvolené hodnoty (aj pre neurčeného pôvodcu)',
  polomerKm: 'Okruh (km)',
  dni: 'Časové okno (dni)',
  prah: 'Upozorniť od prípadu v poradí',
  druhy: 'Hodnoty podľa pôvodcu škody',
  povodcaSkody: 'Pôvodca škody',
  pridatDruh: 'Pridať pôvodcu',
  odobrat: 'Odobrať',
  ulozit: 'Uložiť',
  ulozene: 'Nastavenie bolo uložené.',
  ziadneDruhy: 'Všetci pôvodcovia používajú predvolené hodnoty.',
  polomerRozsah: 'Okruh musí byť od 0,1 do 50 km.',
  dniRozsah: 'Časové okno musí byť od 1 do 365 dní.',
  prahRozsah: 'Poradie musí byť celé číslo od 2 do 20.',
  druhDvakrat: 'Tento pôvodca škody je uvedený viackrát.',
  druhNeexistuje: 'Pôvodca škody neexistuje.',
  panelTitle: 'Opakovaný útok',
  panelUvod: (n: number, km: string, dni: number) => `Tento prípad je ${n}. prípadom v okruhu ${km} km za ${dni} dní. Súvisiace skoršie prípady:`,
  kod: 'Kód',
  datum: 'Dátum vzniku škody',
  vzdialenost: 'Vzdialenosť',
  druh: 'Pôvodca škody',
  neurceny: 'neurčený',
} as const;
