import { useState } from 'react';
import { normalizeSearch as fold } from '@shared/domain/hladanie';
import { summaryLabel } from '@web/lib/list-search';
import './zoznam.css';

export interface Choice {
  value: string;
  label: string;
}

/** Long lists (cadastral areas) show a search box and at most this many unchosen options. */
const SEARCH_LIMIT = 100;

/**
 * A multi-choice filter (spec part 1 §2): a collapsible checkbox list whose summary reads 'Všetky', the
 * one label, 'N položky' or 'N položiek'; optionally a 'without' option first (counted as a choice).
 */
export function ChoiceFilter({
  id,
  label,
  choices,
  chosen,
  onChange,
  withoutOption,
  searchable = false,
}: {
  id: string;
  label: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  withoutOption?: { label: string; checked: boolean; onChange: (on: boolean) => void };
  searchable?: boolean;
}) {
  const [query, setQuery] = useState('');
  const labelOf = (v: string) => choices.find((c) => c.value === v)?.label ?? v;
  const summary = summaryLabel([...chosen.map(labelOf), ...(withoutOption?.checked ? [withoutOption.label] : [])], choices.length + (withoutOption ? 1 : 0));
  const q = fold(query.trim());
  const shown = searchable
    ? [...choices.filter((c) => chosen.includes(c.value)), ...choices.filter((c) => !chosen.includes(c.value) && (!q || fold(c.label).includes(q))).slice(0, SEARCH_LIMIT)]
    : choices;
  return (
    <details className="govuk-details">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">
          {label}: {summary}
        </span>
      </summary>
      <fieldset className="govuk-fieldset">
        <legend className="govuk-visually-hidden">{label}</legend>
        {searchable && (
          <div className="es-list-filter__search">
            <label className="govuk-label govuk-label--s govuk-visually-hidden" htmlFor={`${id}-hladat`}>
              Hľadať – {label}
            </label>
            <input
              className="govuk-input govuk-input--width-20"
              id={`${id}-hladat`}
              type="search"
              placeholder="Hľadať…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
        )}
        <div className="govuk-checkboxes govuk-checkboxes--small">
          {withoutOption && (
            <div className="govuk-checkboxes__item">
              <input className="govuk-checkboxes__input" id={`${id}-bez`} type="checkbox" checked={withoutOption.checked} onChange={(e) => withoutOption.onChange(e.target.checked)} />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={`${id}-bez`}>
                {withoutOption.label}
              </label>
            </div>
          )}
          {shown.map((c) => (
            <div className="govuk-checkboxes__item" key={c.value}>
              <input
                className="govuk-checkboxes__input"
                id={`${id}-${c.value}`}
                type="checkbox"
                checked={chosen.includes(c.value)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, c.value] : chosen.filter((x) => x !== c.value))}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={`${id}-${c.value}`}>
                {c.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
