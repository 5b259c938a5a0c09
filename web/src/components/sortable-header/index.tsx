import type { ReactNode } from 'react';
import '../table-kit/table-kit.css';

export type SortDirection = 'ASC' | 'DESC';

export interface SortableHeaderProps<K extends string> {
  column: K;
  sortBy: K;
  sortDirection: SortDirection;
  onSort: (column: K, direction: SortDirection) => void;
  children: ReactNode;
  /** Direction of the first click on a column that is not sorted yet. */
  firstDirection?: SortDirection;
}

/** A govuk-table header cell that sorts by its column (spec part 1 §9); aria-sort tells the current order. */
export function SortableHeader<K extends string>({ column, sortBy, sortDirection, onSort, children, firstDirection = 'ASC' }: SortableHeaderProps<K>) {
  const active = column === sortBy;
  const next: SortDirection = active ? (sortDirection === 'ASC' ? 'DESC' : 'ASC') : firstDirection;
  return (
    <th scope="col" className="govuk-table__header" aria-sort={active ? (sortDirection === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="es-sort" onClick={() => onSort(column, next)}>
        {children}
        <span className="es-sort__icon" aria-hidden="true">
          {active ? (sortDirection === 'ASC' ? '▲' : '▼') : '⇅'}
        </span>
      </button>
    </th>
  );
}
