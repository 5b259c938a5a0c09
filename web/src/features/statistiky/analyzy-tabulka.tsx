/** Table parts the two analyses share: a header row whose columns from `ciselneOd` on are numbers, and a number cell. */
import type { ReactNode } from 'react';

export function Hlavicka({ stlpce, ciselneOd }: { stlpce: readonly string[]; ciselneOd: number }) {
  return (
    <thead className="govuk-table__head">
      <tr className="govuk-table__row">
        {stlpce.map((h, i) => (
          <th key={h} scope="col" className={`govuk-table__header${i >= ciselneOd ? ' govuk-table__header--numeric' : ''}`}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function CisloBunka({ children }: { children: ReactNode }) {
  return <td className="govuk-table__cell govuk-table__cell--numeric es-num">{children}</td>;
}
