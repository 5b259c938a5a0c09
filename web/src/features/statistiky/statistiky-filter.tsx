/**
 * The statistics filter form and its tags (spec part 1 §3 'Statistics filter', §4 'Filters'), used by the
 * 'Tabuľka' and 'Heatmapa' tabs: the damage-date range (from defaults to 1 January; clearing it keeps the
 * cleared state, see statistiky-search.ts), the five choice fields with their 'without' options and the
 * injured-party text. 'Zrušiť filtre' returns to the defaults.
 */
import { ListFilterForm } from '@web/components/zoznam/list-page';
import { dateTags, type FilterTag } from '@web/lib/list-search';
import { type SkodyChoices, SkodyChoiceFilters, skodyFilterTags } from '@web/components/zoznam/skody-filter';
import type { StatistikySearch } from './statistiky-search';

export type StatistikyGo = (next: Partial<StatistikySearch>) => unknown;

export function StatistikyFilter({ search, go, reset, choices }: { search: StatistikySearch; go: StatistikyGo; reset: () => void; choices: SkodyChoices }) {
  return (
    <ListFilterForm
      label="Filter štatistík"
      from={search.from || undefined}
      to={search.to}
      labelFrom="Dátum vzniku škody od"
      labelTo="Dátum vzniku škody do"
      // an emptied 'from' is kept as cleared (''), not the default 1 January
      onChange={(r) => go({ from: r.from ?? '', to: r.to })}
      onReset={reset}
    >
      <SkodyChoiceFilters search={search} go={go} choices={choices} />
    </ListFilterForm>
  );
}

/** Tags of the active filter; removing 'Od' clears the date (it does not return to 1 January). */
export function statistikyTags(search: StatistikySearch, choices: SkodyChoices): FilterTag<StatistikySearch>[] {
  return [
    ...dateTags({ from: search.from || undefined, to: search.to }).map((t) => (t.key === 'from' ? { ...t, remove: { from: '' } } : { ...t, remove: { to: undefined } })),
    ...skodyFilterTags(search, choices),
  ];
}
