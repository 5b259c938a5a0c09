/**
 * The historical filter form and its tags (spec part 1 §3 'Statistics filter' + polovnyRevir, §4 'Filters',
 * §5): the damage-date range, a choice list per history code list with its 'without' option (all checked by
 * default), the injured-party text (≤ 255). 'Zrušiť filtre' returns to the defaults.
 */
import { ChoiceFilter } from '@web/components/zoznam/choice-filter';
import { SearchTextFilter } from '@web/components/zoznam/date-text-filter';
import { ListFilterForm } from '@web/components/zoznam/list-page';
import { dateTags, type FilterTag, poskodenyTag, summaryLabel } from '@web/lib/list-search';
import type { HistoriaChoices } from './historicke-udaje-api';
import { chosenOf, encodeChosen, HISTORIA_LISTS, type HistoriaList, type HistorickeUdajeSearch } from './historicke-udaje-search';

export type HistoriaGo = (next: Partial<HistorickeUdajeSearch>) => unknown;

/** Lists long enough for a search box and 'select all / none'. */
const LONG = 30;

function ListFilter({ list, search, go, choices }: { list: HistoriaList; search: HistorickeUdajeSearch; go: HistoriaGo; choices: HistoriaChoices }) {
  const options = choices[list.field];
  const all = options.map((o) => o.value);
  const chosen = chosenOf(search[list.field], all);
  const set = (next: string[]) => go({ [list.field]: encodeChosen(next, all) } as Partial<HistorickeUdajeSearch>);
  const long = options.length > LONG;
  return (
    <div className="es-hist-choice">
      <ChoiceFilter
        id={`hist-${list.field}`}
        label={list.label}
        choices={options}
        chosen={chosen}
        onChange={set}
        withoutOption={{ label: list.withoutLabel, checked: search[list.without], onChange: (on) => go({ [list.without]: on } as Partial<HistorickeUdajeSearch>) }}
        searchable={long}
      />
      {long && (
        <div className="es-hist-choice__all govuk-body-s">
          <button type="button" className="es-hist-link" onClick={() => set(all)} disabled={chosen.length === all.length}>
            Označiť všetky<span className="govuk-visually-hidden"> – {list.label}</span>
          </button>
          <button type="button" className="es-hist-link" onClick={() => set([])} disabled={chosen.length === 0}>
            Zrušiť označenie<span className="govuk-visually-hidden"> – {list.label}</span>
          </button>
        </div>
      )}
    </div>
  );
}

export function HistorickeUdajeFilter({ search, go, reset, choices }: { search: HistorickeUdajeSearch; go: HistoriaGo; reset: () => void; choices: HistoriaChoices }) {
  return (
    <ListFilterForm label="Filter historických údajov" from={search.from} to={search.to} labelFrom="Dátum vzniku škody od" labelTo="Dátum vzniku škody do" onChange={go} onReset={reset}>
      {HISTORIA_LISTS.map((l) => (
        <ListFilter key={l.field} list={l} search={search} go={go} choices={choices} />
      ))}
      <SearchTextFilter id="poskodeny" label="Poškodený" value={search.poskodeny} onChange={(poskodeny) => go({ poskodeny })} />
    </ListFilterForm>
  );
}

/** Tags: the dates, one per narrowed list ('Pôvodca škody: vlk', '3 položky' …; removing it checks everything again), the text. */
export function historiaTags(search: HistorickeUdajeSearch, choices: HistoriaChoices): FilterTag<HistorickeUdajeSearch>[] {
  const lists = HISTORIA_LISTS.filter((l) => search[l.field] !== undefined || !search[l.without]).map((l) => {
    const options = choices[l.field];
    const chosen = chosenOf(search[l.field], options.map((o) => o.value));
    const labels = [...chosen.map((v) => options.find((o) => o.value === v)?.label ?? v), ...(search[l.without] ? [l.withoutLabel] : [])];
    const text = labels.length ? summaryLabel(labels, options.length + 1) : 'žiadne';
    return { key: l.field, label: `${l.label}: ${text}`, remove: { [l.field]: undefined, [l.without]: true } as Partial<HistorickeUdajeSearch> };
  });
  return [...dateTags(search), ...lists, ...poskodenyTag(search)];
}
