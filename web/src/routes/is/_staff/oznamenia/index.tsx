import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { choiceTags, dateTags, poskodenyTag, without } from '@web/lib/list-search';
import { OZNAMENIA_PAGE_SIZE, type OznamenieRow, type OznamenieSort } from '@shared/api/oznamenia';
import { OZNAMENIE_AKCIE } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { OZNAMENIE_STAV_LABELS, OZNAMENIE_STAVY, type OznamenieStav } from '@shared/domain/oznamenie';
import { formatDateSk } from '@shared/format/dates';
import { Pager } from '@web/components/pager';
import { ChoiceFilter } from '@web/components/zoznam/choice-filter';
import { SearchTextFilter } from '@web/components/zoznam/date-text-filter';
import { FilterTags } from '@web/components/zoznam/filter-tags';
import { ListFilterForm, ListTable, ListToolbar } from '@web/components/zoznam/list-page';
import { createOznamenie, exportCsv, oznameniaQuery, pdfUrl } from '@web/features/oznamenia/oznamenia-api';
import { pracoviskaQuery } from '@web/lib/organizacie';
import {
  type FilterTag,
  firstDirection,
  isFiltered,
  limitTags,
  listOf,
  OZNAMENIA_SEARCH_DEFAULTS,
  type OznameniaSearch,
  validateOznameniaSearch,
} from '@web/features/oznamenia/oznamenia-search';
import { StavTag } from '@web/features/oznamenia/stav-tag';
import { pageHead } from '@web/lib/page-head';
import { OpakovanyUtokTag } from '@web/features/opakovane-utoky';
import { COMMON_TEXTS } from '@web/texts';

const DEFAULTS = OZNAMENIA_SEARCH_DEFAULTS;

/** /is/oznamenia – notification list (spec part 1 §2, §5, §7, §8; rights §6: EVIDENCIA_OZNAMENI or EVIDENCIA_SKOD). */
export const Route = createFileRoute('/is/_staff/oznamenia/')({
  validateSearch: validateOznameniaSearch,
  // defaults stay out of the URL
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(oznameniaQuery(deps)),
  head: () => pageHead(COMMON_TEXTS.titleOznamenia),
  component: OznameniaPage,
});

const COLUMNS: { key: OznamenieSort; label: string }[] = [
  { key: 'kod', label: 'ID' },
  { key: 'oznamenieStav', label: 'Stav' },
  { key: 'datumOznamenia', label: 'Dátum oznámenia' },
  { key: 'datumVznikuSkody', label: 'Dátum vzniku škody' },
  { key: 'poskodenyMeno', label: 'Poškodený' },
];

/** The search field finds the injured party's name and both codes of a case (OZN-…, SU-…). */
const SEARCH_LABEL = 'Poškodený alebo kód';

/** The damage event made from the notification: its code, a link to it for those who may open it. */
function SkodovaUdalostOdkaz({ row, link }: { row: OznamenieRow; link: boolean }) {
  if (!row.skodovaUdalostId) return '-';
  const kod = row.skodovaUdalostKod ?? 'Áno';
  return link ? (
    <Link className="govuk-link es-list-kod" to="/is/skodove-udalosti/$uuid" params={{ uuid: row.skodovaUdalostId }}>
      {kod}
    </Link>
  ) : (
    <span className="es-list-kod">{kod}</span>
  );
}

function OznameniaPage() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/oznamenia/' });
  const { data } = useSuspenseQuery(oznameniaQuery(search));
  const { data: pracoviska = [] } = useQuery(pracoviskaQuery);
  const go = (next: Partial<OznameniaSearch>) => navigate({ search: (s: OznameniaSearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: DEFAULTS, replace: true });
  const mayCreate = hasAnyRight(profil, ['EVIDENCIA_OZNAMENI']);
  const mayExport = hasAnyRight(profil, ['VYHODNOCOVANIE_UDAJOV']);
  // the event's screens are EVIDENCIA_SKOD's (spec part 2 §6): others see its code as text
  const maySkody = hasAnyRight(profil, ['EVIDENCIA_SKOD']);
  const nove = async () => {
    const { uuid } = await createOznamenie();
    await navigate({ to: '/is/oznamenia/$uuid', params: { uuid } });
  };

  const list = data.oznamenieList;
  const emptyText = data.totalElements === 0 ? (isFiltered(search) ? OZNAMENIE_MSG.emptyFilter : OZNAMENIE_MSG.empty) : list.length === 0 ? OZNAMENIE_MSG.emptyPage : null;
  const states = listOf<OznamenieStav>(search.states);
  const pracoviskaChosen = listOf(search.uzemnePrislusnePracovisko);
  const nazov = (uuid: string) => pracoviska.find((p) => p.uuid === uuid)?.nazov ?? uuid;

  const tags: FilterTag[] = [
    ...dateTags(search),
    ...limitTags<OznameniaSearch>(states.map((s) => ({ key: `s-${s}`, label: OZNAMENIE_STAV_LABELS[s], remove: { states: without(states, s) } }))),
    ...choiceTags<OznameniaSearch>('p', pracoviskaChosen, nazov, 'uzemnePrislusnePracovisko', {
      on: search.withoutUzemnePrislusnePracovisko,
      label: 'Bez pracoviska',
      field: 'withoutUzemnePrislusnePracovisko',
    }),
    ...poskodenyTag(search, SEARCH_LABEL),
  ];

  return (
    <>
      <ListToolbar title={COMMON_TEXTS.titleOznamenia} create={mayCreate ? { label: 'Nové oznámenie', run: nove } : undefined} onExport={mayExport ? () => exportCsv(search) : undefined} />

      <Filter search={search} go={go} pracoviska={pracoviska} reset={reset} />

      <FilterTags tags={tags} onRemove={go} />

      <ListTable
        caption={COMMON_TEXTS.titleOznamenia}
        columns={COLUMNS}
        sort={search}
        firstDirection={firstDirection}
        onSort={go}
        emptyText={emptyText}
        extraHeaders={
          <>
            <th scope="col" className="govuk-table__header">
              Obec
            </th>
            <th scope="col" className="govuk-table__header">
              Šk. udalosť
            </th>
            <th scope="col" className="govuk-table__header">
              <span className="govuk-visually-hidden">Export</span>
            </th>
          </>
        }
      >
        {list.map((o) => (
          <tr className="govuk-table__row" key={o.uuid}>
            <td className="govuk-table__cell">
              <Link className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: o.uuid }}>
                {o.kod}
              </Link>
              <OpakovanyUtokTag on={o.opakovanyUtok} />
            </td>
            <td className="govuk-table__cell" data-label="Stav">
              <StavTag stav={o.stav} />
            </td>
            <td className="govuk-table__cell" data-label="Dátum oznámenia">
              {formatDateSk(o.datumOznamenia)}
            </td>
            <td className="govuk-table__cell" data-label="Dátum vzniku škody">
              {formatDateSk(o.datumVznikuSkody)}
            </td>
            <td className="govuk-table__cell" data-label="Poškodený">
              {o.poskodenyMeno ?? '-'}
            </td>
            <td className="govuk-table__cell" data-label="Obec">
              {o.obec ?? '-'}
            </td>
            <td className="govuk-table__cell" data-label="Šk. udalosť">
              <SkodovaUdalostOdkaz row={o} link={maySkody} />
            </td>
            <td className="govuk-table__cell">
              {OZNAMENIE_AKCIE.export.includes(o.stav) && (
                <a className="govuk-link" href={pdfUrl(o.uuid)} download>
                  PDF<span className="govuk-visually-hidden"> {o.kod}</span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={data.number} size={data.size || OZNAMENIA_PAGE_SIZE} total={data.totalElements} shown={list.length} onPage={(page) => go({ page })} />
    </>
  );
}

function Filter({
  search,
  go,
  pracoviska,
  reset,
}: {
  search: OznameniaSearch;
  go: (next: Partial<OznameniaSearch>) => unknown;
  pracoviska: { uuid: string; nazov: string; platnost: boolean }[];
  reset: () => void;
}) {
  return (
    <ListFilterForm label="Filter oznámení" from={search.from} to={search.to} labelFrom="Dátum oznámenia od" labelTo="Dátum oznámenia do" onChange={go} onReset={reset}>
      <ChoiceFilter
        id="stav"
        label="Stav"
        choices={OZNAMENIE_STAVY.map((s) => ({ value: s, label: OZNAMENIE_STAV_LABELS[s] }))}
        chosen={listOf<OznamenieStav>(search.states)}
        onChange={(next) => go({ states: next.join(',') })}
      />
      <ChoiceFilter
        id="pracovisko"
        label="Územne príslušné pracovisko"
        choices={pracoviska.map((p) => ({ value: p.uuid, label: p.nazov }))}
        chosen={listOf(search.uzemnePrislusnePracovisko)}
        onChange={(next) => go({ uzemnePrislusnePracovisko: next.join(',') })}
        withoutOption={{ label: 'Bez pracoviska', checked: search.withoutUzemnePrislusnePracovisko, onChange: (on) => go({ withoutUzemnePrislusnePracovisko: on }) }}
      />
      <SearchTextFilter id="poskodeny" label={SEARCH_LABEL} value={search.poskodeny} onChange={(poskodeny) => go({ poskodeny })} />
    </ListFilterForm>
  );
}
