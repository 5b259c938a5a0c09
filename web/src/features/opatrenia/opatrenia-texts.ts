/** Slovak texts of the preventive-measures screens (spec part 2 §2, §8). */
export const OPATRENIA_TEXTS = {
  titleOpatrenia: 'Preventívne opatrenia',
  zoznamOpatreni: 'Zoznam opatrení',
  titleNoveOpatrenie: 'Nové opatrenie',
  noveOpatrenie: 'Nové opatrenie',
  druhOpatrenia: 'Druh opatrenia',
  vyberteDruh: 'Vyberte druh opatrenia',
  ulozit: 'Uložiť',
  spat: 'Späť',
  odstranit: 'Odstrániť',
  ano: 'Áno',
  nie: 'Nie',
  ziadneZaznamy: 'Žiadne záznamy.',
  opatrenieCislo: (n: number) => `Opatrenie ${n}`,
  uzamknute: (stav: string) => `V stave ${stav} nie je možné opatrenia meniť.`,
} as const;
