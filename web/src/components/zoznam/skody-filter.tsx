/**
 * The damage filter's choice fields, shared by the damage-event list (spec part 2 §2) and the statistics
 * tabs (spec part 1 §3 'Statistics filter'): predmet škody (item categories), pôvodca škody, okres,
 * katastrálne územie and územne príslušné pracovisko, each with its 'without' option, and the injured-party
 * text; their choices (ŠOP workplaces, active code lists) and their removable tags.
 */
import { useQuery } from '@tanstack/react-query';
import { isPredmetSkodyKategoria, PREDMET_SKODY_KATEGORIE, PREDMET_SKODY_LABELS } from '@shared/domain/predmet-skody';
import { type Choice, ChoiceFilter } from './choice-filter';
import { SearchTextFilter } from './date-text-filter';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';
import { pracoviskaQuery } from '@web/lib/organizacie';
import { choiceTags, type FilterTag, listOf, poskodenyTag } from '@web/lib/list-search';
import type { SkodyFilterList, SkodyFilterSearch, SkodyFilterWithout } from '@web/lib/skody-filter-search';

const CISELNIKY = ['OKRES', 'KATASTRALNE_UZEMIE', 'POVODCA_SKODY'] as const;
const KATEGORIE: Choice[] = PREDMET_SKODY_KATEGORIE.map((k) => ({ value: k, label: PREDMET_SKODY_LABELS[k] }));

/** An item category's label (the code when unknown). */
export const predmetLabel = (k: string) => (isPredmetSkodyKategoria(k) ? PREDMET_SKODY_LABELS[k] : k);

export interface SkodyChoices {
  predmety: Choice[];
  povodcovia: Choice[];
  okresy: Choice[];
  katastre: Choice[];
  pracoviska: Choice[];
}

/** The choices: item categories, the active code lists OKRES, KATASTRALNE_UZEMIE, POVODCA_SKODY and the ŠOP workplaces. */
export function useSkodyChoices(): SkodyChoices {
  const { data: pracoviska = [] } = useQuery(pracoviskaQuery);
  const { data: ciselniky = [] } = useQuery(aktivneCiselnikyQuery(CISELNIKY));
  const values = (typ: string): Choice[] => (ciselniky.find((c) => c.type === typ)?.values ?? []).map((v) => ({ value: v.uuid, label: v.label }));
  return {
    predmety: KATEGORIE,
    povodcovia: values('POVODCA_SKODY'),
    okresy: values('OKRES'),
    katastre: values('KATASTRALNE_UZEMIE'),
    pracoviska: pracoviska.map((p) => ({ value: p.uuid, label: p.nazov })),
  };
}

/** Each choice field: its id, label, choices, URL field, 'without' field and label, and whether the list is long enough to search. */
const FIELDS: readonly { id: string; tag: string; label: string; choices: keyof SkodyChoices; field: SkodyFilterList; without: SkodyFilterWithout; withoutLabel: string; searchable?: boolean }[] = [
  { id: 'predmet', tag: 'ps', label: 'Predmet škody', choices: 'predmety', field: 'predmetSkody', without: 'withoutPredmetSkody', withoutLabel: 'Bez predmetu škody' },
  { id: 'povodca', tag: 'pv', label: 'Pôvodca škody', choices: 'povodcovia', field: 'povodcaSkody', without: 'withoutPovodcaSkody', withoutLabel: 'Bez pôvodcu škody' },
  { id: 'okres', tag: 'ok', label: 'Okres', choices: 'okresy', field: 'okres', without: 'withoutOkres', withoutLabel: 'Bez okresu', searchable: true },
  {
    id: 'kataster',
    tag: 'ku',
    label: 'Katastrálne územie',
    choices: 'katastre',
    field: 'katastralneUzemie',
    without: 'withoutKatastralneUzemie',
    withoutLabel: 'Bez katastrálneho územia',
    searchable: true,
  },
  {
    id: 'pracovisko',
    tag: 'pr',
    label: 'Územne príslušné pracovisko',
    choices: 'pracoviska',
    field: 'uzemnePrislusnePracovisko',
    without: 'withoutUzemnePrislusnePracovisko',
    withoutLabel: 'Bez pracoviska',
  },
];

/** The search text's label where only the injured party is searched (the event list also finds its code: SKODY_SEARCH_LABEL_S_KODOM). */
export const SKODY_SEARCH_LABEL = 'Poškodený';
export const SKODY_SEARCH_LABEL_S_KODOM = 'Poškodený alebo kód';

/** The five choice fields and the injured-party text (to be placed inside a ListFilterForm). */
export function SkodyChoiceFilters({
  search,
  go,
  choices,
  searchLabel = SKODY_SEARCH_LABEL,
}: {
  search: SkodyFilterSearch;
  go: (next: Partial<SkodyFilterSearch>) => unknown;
  choices: SkodyChoices;
  searchLabel?: string;
}) {
  return (
    <>
      {FIELDS.map((f) => (
        <ChoiceFilter
          key={f.id}
          id={f.id}
          label={f.label}
          choices={choices[f.choices]}
          chosen={listOf(search[f.field])}
          onChange={(next) => go({ [f.field]: next.join(',') })}
          withoutOption={{ label: f.withoutLabel, checked: search[f.without], onChange: (on) => go({ [f.without]: on }) }}
          searchable={f.searchable}
        />
      ))}
      <SearchTextFilter id="poskodeny" label={searchLabel} value={search.poskodeny} onChange={(poskodeny) => go({ poskodeny })} />
    </>
  );
}

/** Removable tags of the choice fields (chosen values, then the 'without' option) and of the injured-party text. */
export function skodyFilterTags<S extends SkodyFilterSearch>(search: S, choices: SkodyChoices, searchLabel = SKODY_SEARCH_LABEL): FilterTag<S>[] {
  const labelIn = (options: Choice[]) => (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return [
    ...FIELDS.flatMap((f) =>
      choiceTags<S>(f.tag, listOf(search[f.field]), f.field === 'predmetSkody' ? predmetLabel : labelIn(choices[f.choices]), f.field, {
        on: search[f.without],
        label: f.withoutLabel,
        field: f.without,
      }),
    ),
    ...poskodenyTag(search, searchLabel),
  ];
}
