import type { HistoriaResponse } from '@shared/api/poskodeni';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { formatDateSk } from '@shared/format/dates';
import { Pager } from '@web/components/pager';
import { SortableHeader } from '@web/components/sortable-header';
import type { HistoriaSearch } from './poskodeni-api';
import { MP } from './poskodeni-messages';

/** History of damage events of one party: paged, sortable; the spec's empty texts. */
export function HistoriaTable({ data, search, onChange }: { data: HistoriaResponse; search: HistoriaSearch; onChange: (s: Partial<HistoriaSearch>) => void }) {
  const rows = data.skodovaUdalostList;
  const sort = (sortBy: HistoriaSearch['sortBy'], sortDirection: HistoriaSearch['sortDirection']) => onChange({ sortBy, sortDirection, page: 1 });
  if (data.totalElements === 0) return <p className="govuk-body">{MP.historiaEmpty}</p>;
  return (
    <>
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--s govuk-visually-hidden">{MP.historiaCaption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <SortableHeader column="kod" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
              {MP.kod}
            </SortableHeader>
            <SortableHeader column="katastralneUzemie" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
              {MP.kataster}
            </SortableHeader>
            <SortableHeader column="datumVznikuSkody" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort} firstDirection="DESC">
              {MP.datumVznikuSkody}
            </SortableHeader>
            <SortableHeader column="stav" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
              {MP.stav}
            </SortableHeader>
            <th scope="col" className="govuk-table__header">{MP.predmetSkody}</th>
            <th scope="col" className="govuk-table__header">{MP.povodcaSkody}</th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.length === 0 ? (
            <tr className="govuk-table__row">
              <td className="govuk-table__cell" colSpan={6}>
                {MP.historiaPageEmpty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr className="govuk-table__row" key={r.skodovaUdalostUuid}>
                <td className="govuk-table__cell">{r.kod}</td>
                <td className="govuk-table__cell">{r.katastralneUzemie ?? ''}</td>
                <td className="govuk-table__cell">{formatDateSk(r.datumVznikuSkody)}</td>
                <td className="govuk-table__cell">{SKODOVA_UDALOST_STAV_LABELS[r.stav as SkodovaUdalostStav] ?? r.stav}</td>
                <td className="govuk-table__cell">{r.predmetSkody ?? ''}</td>
                <td className="govuk-table__cell">{r.povodcaSkody ?? ''}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={rows.length} onPage={(page) => onChange({ page })} />
    </>
  );
}
