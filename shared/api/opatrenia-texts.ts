/**
 * The measures' labels and messages, apart from their schemas (./opatrenia.ts): the statistics and the
 * damage event's code-list checks show them, and importing them from the schema module would build
 * every measure schema in those Lambdas at start (`functions/cold-start.test.ts`).
 */
import type { OpatrenieDruh } from '../domain/opatrenie';

export const OPATRENIE_DRUH_LABELS: Record<OpatrenieDruh, string> = {
  pastieri: 'Pastieri / ostraha',
  umiestnenieStada: 'Umiestnenie stáda',
  ochranneTechnickeZariadenia: 'Ochranné technické zariadenia',
  straznePsy: 'Strážne psy',
};

export const OPATRENIA_MSG = {
  prazdne: 'Vyplňte aspoň jeden údaj opatrenia.',
  cislo: (max: number) => `Zadajte celé číslo od 0 do ${max}.`,
  neexistuje: 'Opatrenie neexistuje.',
  polozkaNeexistuje: 'Vybraná položka neexistuje. Vyberte ju znova.',
  polozkaNeaktivna: 'Vybraná položka už nie je platná. Vyberte inú.',
  akciaNepovolena: (stav: string) => `Akcia nie je v stave škodovej udalosti ${stav} povolená.`,
  ulozene: 'Údaje boli úspešne uložené.',
  zmazane: 'Opatrenie bolo zmazané.',
  zmazatOtazka: 'Naozaj si želaté odstrániť dané opatrenie?',
} as const;
