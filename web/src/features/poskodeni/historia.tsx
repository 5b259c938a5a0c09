import type { HistoriaResponse } from '@shared/api/poskodeni';
import { SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { formatDateSk } from '@shared/format/dates';
import { Pager } from '@web/components/pager';
import { type SortDirection, SortableHeader } from '@web/components/sortable-header';
import type { HistoriaSearch } from './poskodeni-api';
import { POSKODENI_TEXTS } from './poskodeni-texts';
import { DataTable } from '@web/components/data-table';

/** History of damage events of one party: paged, sortable; the spec's empty texts. */
export function HistoriaTable({ data, search, onChange }: { data: HistoriaResponse; search: HistoriaSearch; onChange: (s: Partial<HistoriaSearch>) => void }) {
  const rows = data.skodovaUdalostList;
  const sort = (sortBy: HistoriaSearch['sortBy'], sortDirection: HistoriaSearch['sortDirection']) => onChange({ sortBy, sortDirection, page: 1 });
  const sortable = (column: HistoriaSearch['sortBy'], label: string, firstDirection?: SortDirection) => (
    <SortableHeader column={column} sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort} firstDirection={firstDirection}>
      {label}
    </SortableHeader>
  );
  if (data.totalElements === 0) return <p className="govuk-body">{POSKODENI_TEXTS.historiaEmpty}</p>;
  return (
    <>
      <DataTable
        caption={POSKODENI_TEXTS.historiaCaption}
        captionClassName="govuk-table__caption--s govuk-visually-hidden"
        rows={rows}
        rowKey={(r) => r.skodovaUdalostUuid}
        empty={POSKODENI_TEXTS.historiaPageEmpty}
        columns={[
          { key: 'kod', header: POSKODENI_TEXTS.kod, th: sortable('kod', POSKODENI_TEXTS.kod), cell: (r) => r.kod },
          { key: 'katastralneUzemie', header: POSKODENI_TEXTS.kataster, th: sortable('katastralneUzemie', POSKODENI_TEXTS.kataster), cell: (r) => r.katastralneUzemie ?? '' },
          { key: 'datumVznikuSkody', header: POSKODENI_TEXTS.datumVznikuSkody, th: sortable('datumVznikuSkody', POSKODENI_TEXTS.datumVznikuSkody, 'DESC'), cell: (r) => formatDateSk(r.datumVznikuSkody) },
          { key: 'stav', header: POSKODENI_TEXTS.stav, th: sortable('stav', POSKODENI_TEXTS.stav), cell: (r) => SKODOVA_UDALOST_STAV_LABELS[r.stav as SkodovaUdalostStav] ?? r.stav },
          { key: 'predmetSkody', header: POSKODENI_TEXTS.predmetSkody, cell: (r) => r.predmetSkody ?? '' },
          { key: 'povodcaSkody', header: POSKODENI_TEXTS.povodcaSkody, cell: (r) => r.povodcaSkody ?? '' },
        ]}
      />
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={rows.length} onPage={(page) => onChange({ page })} />
    </>
  );
}
