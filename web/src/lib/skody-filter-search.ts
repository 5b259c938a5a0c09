/**
 * The damage filter's URL fields shared by the damage-event list (spec part 2 §2) and the statistics
 * tabs (spec part 1 §3 'Statistics filter'): the five choice lists, each with its 'without' option, and
 * the injured-party text. Malformed values fall back to the defaults (lib/search-params.ts).
 */
import { PREDMET_SKODY_KATEGORIE, type PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { boolParam, commaList, type SearchOf, textParam, uuidList } from './search-params';
import { listOf } from './list-search';

export const SKODY_FILTER_SHAPE = {
  predmetSkody: commaList((v) => (PREDMET_SKODY_KATEGORIE as readonly string[]).includes(v)),
  withoutPredmetSkody: boolParam(),
  povodcaSkody: uuidList(),
  withoutPovodcaSkody: boolParam(),
  okres: uuidList(),
  withoutOkres: boolParam(),
  katastralneUzemie: uuidList(),
  withoutKatastralneUzemie: boolParam(),
  uzemnePrislusnePracovisko: uuidList(),
  withoutUzemnePrislusnePracovisko: boolParam(),
  poskodeny: textParam(),
};
export type SkodyFilterSearch = SearchOf<typeof SKODY_FILTER_SHAPE>;

export const SKODY_FILTER_LISTS = ['predmetSkody', 'povodcaSkody', 'okres', 'katastralneUzemie', 'uzemnePrislusnePracovisko'] as const;
export type SkodyFilterList = (typeof SKODY_FILTER_LISTS)[number];
export const SKODY_FILTER_WITHOUT = {
  predmetSkody: 'withoutPredmetSkody',
  povodcaSkody: 'withoutPovodcaSkody',
  okres: 'withoutOkres',
  katastralneUzemie: 'withoutKatastralneUzemie',
  uzemnePrislusnePracovisko: 'withoutUzemnePrislusnePracovisko',
} as const;
export type SkodyFilterWithout = (typeof SKODY_FILTER_WITHOUT)[SkodyFilterList];

/** The request-body part of the choice lists, their 'without' options and the text (absent when not set). */
export interface SkodyFilterBody {
  predmetSkody?: PredmetSkodyKategoria[];
  withoutPredmetSkody?: boolean;
  povodcaSkody?: string[];
  withoutPovodcaSkody?: boolean;
  okres?: string[];
  withoutOkres?: boolean;
  katastralneUzemie?: string[];
  withoutKatastralneUzemie?: boolean;
  uzemnePrislusnePracovisko?: string[];
  withoutUzemnePrislusnePracovisko?: boolean;
  poskodeny?: string;
}

export function skodyFilterBody(s: SkodyFilterSearch): SkodyFilterBody {
  const f: Record<string, unknown> = {};
  for (const k of SKODY_FILTER_LISTS) {
    const values = listOf(s[k]);
    if (values.length) f[k] = values;
    if (s[SKODY_FILTER_WITHOUT[k]]) f[SKODY_FILTER_WITHOUT[k]] = true;
  }
  if (s.poskodeny) f.poskodeny = s.poskodeny;
  return f as SkodyFilterBody;
}
