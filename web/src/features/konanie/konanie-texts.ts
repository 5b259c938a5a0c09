/** Slovak texts of the final-statement and proceedings tabs of a damage event (spec part 2 §2, §8). */
export const KONANIE_TEXTS = {
  stanoviskoUzamknute: (stav: string) => `V stave ${stav} nie je možné záverečné stanovisko meniť.`,
  konanieUzamknute: (stav: string) => `V stave ${stav} nie je možné údaje konania meniť.`,
  titleStanovisko: 'Záverečné stanovisko',
  titleKonanie: 'Konanie',
  ziadost: 'Žiadosť',
  rozhodnutie: 'Rozhodnutie',
  eur: 'EUR',
  sumaHint: 'Suma v eurách, napr. 1 234,50',
  ulozit: 'Uložiť',
} as const;
