import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { ORGANIZACIA_SORT } from '@shared/api/staff-lists';
import { ORGANIZACIA_TYP_LABELS } from '@shared/domain/organizacia';
import { Pager } from '@web/components/pager';
import { SortableHeader } from '@web/components/sortable-header';
import { StatusTag } from '@web/components/status-tag';
import { TableScroll } from '@web/components/table-scroll';
import { NastaveniaHeader } from '@web/features/nastavenia/nastavenia-header';
import { NASTAVENIA_TEXTS } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { type OrganizacieSearch, organizaciePagedQuery } from '@web/features/nastavenia/organizacie-api';
import { pageHead } from '@web/lib/page-head';
import { enumParam, pageParam, searchValidator, sortDirectionParam } from '@web/lib/search-params';

const searchSchema = searchValidator({
  page: pageParam(),
  sortBy: enumParam(ORGANIZACIA_SORT, 'kod'),
  sortDirection: sortDirectionParam('ASC'),
});

/** /is/organizacie – settings, organisation list (spec part 1 §2, §7, §9; rights §6: SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/organizacie/')({
  validateSearch: searchSchema,
  // defaults stay out of the URL
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'kod', sortDirection: 'ASC' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(organizaciePagedQuery(deps)),
  head: () => pageHead(NASTAVENIA_TITLES.tabOrganizacie),
  component: OrganizaciePage,
});

function OrganizaciePage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/is/organizacie/' });
  const { data } = useSuspenseQuery(organizaciePagedQuery(search));
  const go = (next: Partial<OrganizacieSearch>) => navigate({ search: (s) => ({ ...s, ...next }) });
  const sort = (sortBy: OrganizacieSearch['sortBy'], sortDirection: OrganizacieSearch['sortDirection']) => go({ sortBy, sortDirection, page: 1 });
  const list = data.organizaciaList;
  const emptyText = data.totalElements === 0 ? NASTAVENIA_TEXTS.emptyOrganizacie : list.length === 0 ? NASTAVENIA_TEXTS.emptyOrganizaciePage : null;

  return (
    <>
      <NastaveniaHeader active="organizacie" />
      <Link className="govuk-button" to="/is/organizacie/pridat">
        {NASTAVENIA_TEXTS.pridatOrganizaciu}
      </Link>
      <TableScroll label={NASTAVENIA_TEXTS.organizacieCaption}>
        <table className="govuk-table es-settings-table">
          <caption className="govuk-table__caption govuk-visually-hidden">{NASTAVENIA_TEXTS.organizacieCaption}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <SortableHeader column="kod" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {NASTAVENIA_TEXTS.kod}
              </SortableHeader>
              <SortableHeader column="nazov" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {NASTAVENIA_TEXTS.nazov}
              </SortableHeader>
              <SortableHeader column="typ" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {NASTAVENIA_TEXTS.typ}
              </SortableHeader>
              <th scope="col" className="govuk-table__header">
                {NASTAVENIA_TEXTS.platnost}
              </th>
              <th scope="col" className="govuk-table__header">
                <span className="govuk-visually-hidden">{NASTAVENIA_TEXTS.akcie}</span>
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {list.map((o) => (
              <tr className="govuk-table__row" key={o.uuid}>
                <td className="govuk-table__cell">{o.kod}</td>
                <td className="govuk-table__cell">{o.nazov}</td>
                <td className="govuk-table__cell">{ORGANIZACIA_TYP_LABELS[o.typ]}</td>
                <td className="govuk-table__cell">
                  <StatusTag on={o.platnost} onLabel={NASTAVENIA_TEXTS.platna} offLabel={NASTAVENIA_TEXTS.neplatna} />
                </td>
                <td className="govuk-table__cell">
                  <Link className="govuk-link" to="/is/organizacie/$uuid" params={{ uuid: o.uuid }}>
                    {NASTAVENIA_TEXTS.upravit}
                    <span className="govuk-visually-hidden"> {o.kod}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {emptyText && <p className="govuk-body es-settings-empty">{emptyText}</p>}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={list.length} onPage={(page) => go({ page })} />
    </>
  );
}
