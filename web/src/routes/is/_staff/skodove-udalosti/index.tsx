import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { SKODOVE_UDALOSTI_PAGE_SIZE, type SkodovaUdalostRow, type SkodovaUdalostSort } from '@shared/api/skodove-udalosti';
import { dniText } from '@shared/domain/lehoty';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { formatDatumCasSk } from '@shared/format/dates';
import { Pager } from '@web/components/pager';
import { FilterTags } from '@web/components/zoznam/filter-tags';
import { ListFilterForm, ListTable, ListToolbar } from '@web/components/zoznam/list-page';
import { SkodovaUdalostStavTag } from '@web/features/skodove-udalosti/skodova-udalost-header';
import { createSkodovaUdalost, exportCsv, skodoveUdalostiQuery } from '@web/features/skodove-udalosti/zoznam-api';
import {
  firstDirection,
  isFiltered,
  SKODOVE_UDALOSTI_SEARCH_DEFAULTS,
  type SkodoveUdalostiSearch,
  validateSkodoveUdalostiSearch,
} from '@web/features/skodove-udalosti/zoznam-search';
import { dateTags, type FilterTag } from '@web/lib/list-search';
import { predmetLabel, SKODY_SEARCH_LABEL_S_KODOM, type SkodyChoices, SkodyChoiceFilters, skodyFilterTags, useSkodyChoices } from '@web/components/zoznam/skody-filter';
import { pageHead } from '@web/lib/page-head';
import { OpakovanyUtokTag } from '@web/features/opakovane-utoky';

const DEFAULTS = SKODOVE_UDALOSTI_SEARCH_DEFAULTS;
const TITLE = 'Zoznam škodových udalostí';
const EMPTY = {
  filter: 'Zadaným filtračným kritériam nevyhovujú žiadne škodové udalosti.',
  none: 'Neexistujú žiadne škodové udalosti.',
  page: 'Na aktuálnej stránke sa nenachádzajú žiadne škodové udalosti.',
};

/** /is/skodove-udalosti – 'Zoznam škodových udalostí' (spec part 2 §2, §3, §6, §7; rights: EVIDENCIA_SKOD). */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/')({
  validateSearch: validateSkodoveUdalostiSearch,
  // defaults stay out of the URL
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(skodoveUdalostiQuery(deps)),
  head: () => pageHead(TITLE),
  component: SkodoveUdalostiPage,
});

const COLUMNS: { key: SkodovaUdalostSort; label: string }[] = [
  { key: 'kataster', label: 'Kataster' },
  { key: 'datumACasVznikuSkody', label: 'Dátum vzniku škody' },
  { key: 'stav', label: 'Stav' },
  { key: 'poskodeny', label: 'Poškodený' },
  { key: 'predmetSkody', label: 'Predmet škody' },
  { key: 'povodcaSkody', label: 'Pôvodca škody' },
];

function SkodoveUdalostiPage() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/skodove-udalosti/' });
  const { data } = useSuspenseQuery(skodoveUdalostiQuery(search));
  const choices = useSkodyChoices();
  const go = (next: Partial<SkodoveUdalostiSearch>) => navigate({ search: (s: SkodoveUdalostiSearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: DEFAULTS, replace: true });
  // spec part 2 §6: 'Nová šk. udalosť' needs both rights, 'Export do CSV' VYHODNOCOVANIE_UDAJOV
  const mayCreate = hasAnyRight(profil, ['EVIDENCIA_OZNAMENI']) && hasAnyRight(profil, ['EVIDENCIA_SKOD']);
  const mayExport = hasAnyRight(profil, ['VYHODNOCOVANIE_UDAJOV']);
  const nova = async () => {
    const { uuid } = await createSkodovaUdalost();
    await navigate({ to: '/is/skodove-udalosti/$uuid', params: { uuid } });
  };

  const list = data.skodovaUdalostList;
  const emptyText = data.totalElements === 0 ? (isFiltered(search) ? EMPTY.filter : EMPTY.none) : list.length === 0 ? EMPTY.page : null;
  const tags: FilterTag<SkodoveUdalostiSearch>[] = [
    ...dateTags(search),
    ...skodyFilterTags(search, choices, SKODY_SEARCH_LABEL_S_KODOM),
    ...(search.poTermine ? [{ key: 'poTermine', label: 'Len po termíne', remove: { poTermine: false } }] : []),
  ];

  return (
    <>
      <ListToolbar title={TITLE} create={mayCreate ? { label: 'Nová šk. udalosť', run: nova } : undefined} onExport={mayExport ? () => exportCsv(search) : undefined} />

      <Filter search={search} go={go} reset={reset} choices={choices} />
      <FilterTags tags={tags} onRemove={go} />

      <ListTable
        caption={TITLE}
        columns={COLUMNS}
        sort={search}
        firstDirection={firstDirection}
        onSort={go}
        emptyText={emptyText}
        leadingHeaders={
          <th scope="col" className="govuk-table__header">
            Kód
          </th>
        }
        extraHeaders={
          <>
            <th scope="col" className="govuk-table__header">
              Otvorená
            </th>
            <th scope="col" className="govuk-table__header">
              Akcie
            </th>
          </>
        }
      >
        {list.map((r) => (
          <Row key={r.uuid} r={r} />
        ))}
      </ListTable>
      <p className="govuk-body-s">
        Stĺpec „Otvorená“ ukazuje, koľko dní je prípad otvorený. Značka „po termíne“ označuje oznámenie podané po 48-hodinovej lehote alebo prípad, ktorý je v jednom stave
        dlhšie, ako dovoľuje nastavený limit.
      </p>
      <Pager page={data.number} size={data.size || SKODOVE_UDALOSTI_PAGE_SIZE} total={data.totalElements} shown={list.length} onPage={(page) => go({ page })} />
    </>
  );
}

function Row({ r }: { r: SkodovaUdalostRow }) {
  const flags = [r.lehoty.oneskoreneOznamenie ? 'oznámené po 48 h' : '', r.lehoty.dlhoVStave ? 'dlho v stave' : ''].filter(Boolean).join(', ');
  return (
    <tr className="govuk-table__row">
      {/* no label: on a phone the code heads the row's card, as on the notification list */}
      <td className="govuk-table__cell">
        <Link className="govuk-link es-list-kod" to="/is/skodove-udalosti/$uuid" params={{ uuid: r.uuid }}>
          {r.kod}
        </Link>
        <OpakovanyUtokTag on={r.opakovanyUtok} />
      </td>
      <td className="govuk-table__cell" data-label="Kataster">
        {r.kataster ?? '-'}
      </td>
      <td className="govuk-table__cell" data-label="Dátum vzniku škody">
        {formatDatumCasSk(r.datumACasVznikuSkody)}
      </td>
      <td className="govuk-table__cell" data-label="Stav">
        <SkodovaUdalostStavTag stav={r.stav} />
      </td>
      <td className="govuk-table__cell" data-label="Poškodený">
        {r.poskodeny ?? '-'}
      </td>
      <td className="govuk-table__cell" data-label="Predmet škody">
        {r.predmetSkodyList.length ? r.predmetSkodyList.map(predmetLabel).join(', ') : '-'}
      </td>
      <td className="govuk-table__cell" data-label="Pôvodca škody">
        {r.povodcaSkody ?? '-'}
      </td>
      <td className="govuk-table__cell" data-label="Otvorená">
        {dniText(r.lehoty.dniOtvorenia)}
        {r.lehoty.poTermine && (
          <>
            {' '}
            <strong className="govuk-tag govuk-tag--red es-tag" title={flags}>
              po termíne
            </strong>
            <span className="govuk-visually-hidden"> ({flags})</span>
          </>
        )}
      </td>
      <td className="govuk-table__cell" data-label="Akcie">
        <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/skodove-udalosti/$uuid" params={{ uuid: r.uuid }}>
          Detail<span className="govuk-visually-hidden"> {r.kod}</span>
        </Link>
      </td>
    </tr>
  );
}

function Filter({
  search,
  go,
  reset,
  choices,
}: {
  search: SkodoveUdalostiSearch;
  go: (next: Partial<SkodoveUdalostiSearch>) => unknown;
  reset: () => void;
  choices: SkodyChoices;
}) {
  return (
    <ListFilterForm label="Filter škodových udalostí" from={search.from} to={search.to} labelFrom="Dátum vzniku škody od" labelTo="Dátum vzniku škody do" onChange={go} onReset={reset}>
      <SkodyChoiceFilters search={search} go={go} choices={choices} searchLabel={SKODY_SEARCH_LABEL_S_KODOM} />
      <div className="govuk-form-group govuk-!-padding-top-6">
        <div className="govuk-checkboxes govuk-checkboxes--small">
          <div className="govuk-checkboxes__item">
            <input
              className="govuk-checkboxes__input"
              id="poTermine"
              type="checkbox"
              aria-describedby="poTermine-hint"
              checked={search.poTermine}
              onChange={(e) => go({ poTermine: e.target.checked })}
            />
            <label className="govuk-label govuk-checkboxes__label" htmlFor="poTermine">
              Len po termíne
            </label>
            <div id="poTermine-hint" className="govuk-hint govuk-checkboxes__hint">
              Oznámené po 48 hodinách alebo dlho v jednom stave
            </div>
          </div>
        </div>
      </div>
    </ListFilterForm>
  );
}
