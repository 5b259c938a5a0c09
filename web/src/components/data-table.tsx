import { Fragment, type ReactNode, useId } from 'react';
import { TableScroll } from './table-scroll';

export interface DataColumn<T> {
  key: string;
  /** The header cell's content. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned header and cells (govuk-table__header--numeric, govuk-table__cell--numeric). */
  numeric?: boolean;
  /** A header cell of its own instead of the plain one, e.g. a SortableHeader. */
  th?: ReactNode;
  /** The cell's label in the stacked layout of narrow screens (es-stack-table). */
  stackLabel?: string;
  cellClassName?: string;
}

const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

/**
 * ID-SK table of records: a header cell and a body cell a column, a row a record; `empty` is one
 * row across all columns when there is no record; `children` are rows after the records. On a narrow
 * screen a table too wide for it scrolls inside its own box (TableScroll), named by the caption or
 * the heading; tables with a stacked phone layout (es-stack-table) fit and do not scroll.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName,
  className,
  empty,
  children,
  labelledBy,
}: {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption?: ReactNode;
  /** Classes of the caption besides govuk-table__caption. */
  captionClassName?: string;
  /** Classes of the table besides govuk-table. */
  className?: string;
  empty?: ReactNode;
  children?: ReactNode;
  /** id of the heading that names the table (instead of a caption). */
  labelledBy?: string;
}) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={labelledBy ?? (caption !== undefined ? captionId : undefined)}>
      <table className={cx('govuk-table', className)} aria-labelledby={labelledBy}>
        {caption !== undefined && (
          <caption id={captionId} className={cx('govuk-table__caption', captionClassName)}>
            {caption}
          </caption>
        )}
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {columns.map((c) =>
              c.th !== undefined ? (
                <Fragment key={c.key}>{c.th}</Fragment>
              ) : (
                <th key={c.key} scope="col" className={cx('govuk-table__header', c.numeric && 'govuk-table__header--numeric')}>
                  {c.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {rows.length === 0 && empty !== undefined ? (
            <tr className="govuk-table__row">
              <td className="govuk-table__cell" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr className="govuk-table__row" key={rowKey(r)}>
                {columns.map((c) => (
                  <td key={c.key} className={cx('govuk-table__cell', c.numeric && 'govuk-table__cell--numeric', c.cellClassName)} data-label={c.stackLabel}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))
          )}
          {children}
        </tbody>
      </table>
    </TableScroll>
  );
}
