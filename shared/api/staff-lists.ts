/**
 * Sort keys and search-text splitting of the staff lists. Kept apart from the staff schemas so the
 * web's eagerly loaded URL validation (validateSearch) does not pull those schemas onto the public
 * wizard's first screen (web/vite.config.ts puts the staff schema modules in their own chunk).
 */
import { LIMITS } from './limits';

/** 'Účinnosť opatrení': the months before and after a measure (`?mesiace=`). */
export const UCINNOST_MESIACE = { predvolene: 12, min: 1, max: 60 } as const;

/** Sortable columns of the notification list; default datumOznamenia DESC (spec part 1 §2, §9). */
export const OZNAMENIE_SORT = ['kod', 'oznamenieStav', 'datumOznamenia', 'datumVznikuSkody', 'poskodenyMeno'] as const;
export type OznamenieSort = (typeof OZNAMENIE_SORT)[number];
export const OZNAMENIE_SORT_DEFAULT: OznamenieSort = 'datumOznamenia';

/**
 * Sortable columns of the damage-event list (spec part 2 §2: Kataster, Dátum vzniku škody, Stav,
 * Poškodený, Predmet škody, Pôvodca škody); default datumACasVznikuSkody DESC.
 */
export const SKODOVA_UDALOST_SORT = ['kataster', 'datumACasVznikuSkody', 'stav', 'poskodeny', 'predmetSkody', 'povodcaSkody'] as const;
export type SkodovaUdalostSort = (typeof SKODOVA_UDALOST_SORT)[number];
export const SKODOVA_UDALOST_SORT_DEFAULT: SkodovaUdalostSort = 'datumACasVznikuSkody';

/**
 * Sort keys of the statistics table (spec part 1 §3 'Statistics row': they differ from the row's field
 * names); default datumACasVznikuSkody DESC.
 */
export const STATISTIKY_SORT = [
  'poskodenyMeno',
  'datumACasVznikuSkody',
  'povodcaSkodyUrceneZivocichy',
  'kategoriaPredmetuSkody',
  'miestoSkodyKatastralneUzemie',
  'uzemnePrislusnePracovisko',
  'vyskaSkodyZaPredmet',
] as const;
export type StatistikySort = (typeof STATISTIKY_SORT)[number];
export const STATISTIKY_SORT_DEFAULT: StatistikySort = 'datumACasVznikuSkody';

/** Sort keys of the historical data (spec part 1 §3 'Historical row'); default datumVznikuSkody DESC. */
export const HISTORICKE_UDAJE_SORT = ['poskodeny', 'datumVznikuSkody', 'povodcaSkody', 'predmetSkody', 'katastralneUzemie', 'okres', 'sumaPriznana'] as const;
export type HistorickeUdajeSort = (typeof HISTORICKE_UDAJE_SORT)[number];
export const HISTORICKE_UDAJE_SORT_DEFAULT: HistorickeUdajeSort = 'datumVznikuSkody';

/** Sortable columns of an injured party's damage-event history. */
export const HISTORIA_SORTS = ['datumVznikuSkody', 'kod', 'stav', 'katastralneUzemie'] as const;

/** Sortable columns of the user list. */
export const POUZIVATEL_SORT = ['login', 'meno', 'priezvisko', 'aktivny'] as const;
export type PouzivatelSort = (typeof POUZIVATEL_SORT)[number];

/** Sortable columns of the organisation list (spec part 1 §9): kod (default, ascending), nazov, typ. */
export const ORGANIZACIA_SORT = ['kod', 'nazov', 'typ'] as const;
export type OrganizaciaSort = (typeof ORGANIZACIA_SORT)[number];

/**
 * Sortable columns of a code list; default poradie ascending – the order its selects offer (set by an
 * administrator, else the labels' natural order, shared/domain/ciselnik-poradie.ts), which for a list
 * without ranges or set orders is the label order the spec names (part 2 §7).
 */
export const CISELNIK_POLOZKA_SORT = ['poradie', 'label', 'id', 'aktivna'] as const;
export type CiselnikPolozkaSort = (typeof CISELNIK_POLOZKA_SORT)[number];

/** Sortable columns of a price list's versions; default cisloVerzie ascending (spec part 2 §2). */
export const CENNIK_VERSION_SORT = ['cisloVerzie', 'datumVytvorenia', 'platnostVerzieOd', 'vytvoril'] as const;
export type CennikVersionSort = (typeof CENNIK_VERSION_SORT)[number];

/** Words of a search text: trimmed, cut to 255 characters, split on white space. */
export function searchTokens(text: string | undefined): string[] {
  return (text ?? '')
    .trim()
    .slice(0, LIMITS.text)
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** The event list pages through 20 rows, like the notification list (spec part 2 §9 leaves it open). */
export const SKODOVE_UDALOSTI_PAGE_SIZE = 20;
