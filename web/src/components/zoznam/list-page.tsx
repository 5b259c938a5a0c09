/**
 * The parts every staff list page has (notifications, damage events; spec part 1 §2, part 2 §2): the
 * heading with 'Nový …' and 'Export do CSV', the filter form around its date range, and the table
 * with sortable headers and the empty text.
 */
import { type ReactNode, useRef, useState } from 'react';
import { clearStatusMessages, showApiError } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { type SortDirection, SortableHeader } from '../sortable-header';
import { TableScroll } from '../table-scroll';
import { DateRangeFilter, type DateRangeHandle, ResetFiltersButton } from './date-text-filter';
import './zoznam.css';

/** Runs a list action (an export, a download); a failure goes to the status message. */
export async function act(run: () => Promise<unknown>) {
  clearStatusMessages();
  try {
    await run();
  } catch (e) {
    showApiError(e, COMMON_TEXTS.serverError);
  }
}

/**
 * Heading and actions. `create` makes a new record and opens it (the button is busy meanwhile);
 * `onExport` downloads the filtered list. Each is absent without its right.
 */
export function ListToolbar({ title, create, onExport }: { title: string; create?: { label: string; run: () => Promise<unknown> }; onExport?: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const nove = async (run: () => Promise<unknown>) => {
    setBusy(true);
    await act(run);
    setBusy(false);
  };
  return (
    <div className="es-list-toolbar">
      <h1 className="govuk-heading-l">{title}</h1>
      <div className="govuk-button-group">
        {create && (
          <button type="button" className="govuk-button" onClick={() => nove(create.run)} disabled={busy} aria-disabled={busy}>
            {create.label}
          </button>
        )}
        {onExport && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => act(onExport)}>
            Export do CSV
          </button>
        )}
      </div>
    </div>
  );
}

/** The filter form: the date range first (applied by Enter too), the list's own fields, 'Zrušiť filtre'. */
export function ListFilterForm({
  label,
  from,
  to,
  labelFrom,
  labelTo,
  onChange,
  onReset,
  children,
}: {
  label: string;
  from?: string;
  to?: string;
  labelFrom: string;
  labelTo: string;
  onChange: (range: { from?: string; to?: string }) => unknown;
  onReset: () => void;
  children: ReactNode;
}) {
  const dates = useRef<DateRangeHandle>(null);
  return (
    <search>
      <form
        className="es-list-filter"
        aria-label={label}
        onSubmit={(e) => {
          e.preventDefault();
          dates.current?.apply();
        }}
      >
        <DateRangeFilter ref={dates} from={from} to={to} labelFrom={labelFrom} labelTo={labelTo} onChange={onChange} />
        {children}
        <ResetFiltersButton onReset={onReset} />
        <button type="submit" hidden>
          Filtrovať
        </button>
      </form>
    </search>
  );
}

/** The table: hidden caption, sortable headers of `columns`, then `extraHeaders`; the rows; the empty text under it. */
export function ListTable<K extends string>({
  caption,
  columns,
  sort,
  firstDirection,
  onSort,
  leadingHeaders,
  extraHeaders,
  emptyText,
  children,
}: {
  caption: string;
  columns: readonly { key: K; label: string }[];
  /** The current order (the list's URL state). */
  sort: { sortBy: K; sortDirection: SortDirection };
  firstDirection: (column: K) => SortDirection;
  onSort: (sort: { sortBy: K; sortDirection: SortDirection }) => unknown;
  /** Headers of columns before the sortable ones (e.g. the record's code). */
  leadingHeaders?: ReactNode;
  extraHeaders: ReactNode;
  emptyText: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <TableScroll label={caption}>
        <table className="govuk-table es-stack-table">
          <caption className="govuk-table__caption govuk-visually-hidden">{caption}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              {leadingHeaders}
              {columns.map((c) => (
                <SortableHeader
                  key={c.key}
                  column={c.key}
                  sortBy={sort.sortBy}
                  sortDirection={sort.sortDirection}
                  firstDirection={firstDirection(c.key)}
                  onSort={(column, direction) => onSort({ sortBy: column, sortDirection: direction })}
                >
                  {c.label}
                </SortableHeader>
              ))}
              {extraHeaders}
            </tr>
          </thead>
          <tbody className="govuk-table__body">{children}</tbody>
        </table>
      </TableScroll>
      {emptyText && <p className="govuk-body">{emptyText}</p>}
    </>
  );
}
