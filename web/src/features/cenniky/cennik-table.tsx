import type { ReactNode } from 'react';
import type { CennikPolozka } from '@shared/api/cenniky';
import { type CennikTyp, cennikDef } from '@shared/domain/cennik';
import { formatCisloSk } from '@shared/format/cislo';
import { TableScroll } from '@web/components/table-scroll';
import { CENNIKY_TEXTS } from './cenniky-texts';
import './cenniky.css';

/** Column headers of a type: key labels, then the value abbreviations (spec part 2 §3 'Item columns per type'). */
export function cennikHeaders(typ: CennikTyp): string[] {
  const def = cennikDef(typ);
  return [...def.kluce.map((k) => k.label), ...def.hodnoty.map((h) => h.skratka)];
}

/** The item table: texts of key attributes, numbers in Slovak format with two decimals, 'x' for locked cells. */
export function CennikTable({ typ, polozky, extraRow }: { typ: CennikTyp; polozky: readonly CennikPolozka[]; extraRow?: ReactNode }) {
  return (
    <TableScroll label={CENNIKY_TEXTS.polozkyCennika(cennikDef(typ).label)}>
      <table className="govuk-table es-cennik-table">
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {cennikHeaders(typ).map((h, i) => (
              <th key={h} scope="col" className={`govuk-table__header${i >= cennikDef(typ).kluce.length ? ' govuk-table__header--numeric' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {polozky.map((p) => (
            <tr key={p.uuid} className="govuk-table__row">
              {p.atributy.map((a) => (
                <td key={a.name} className={`govuk-table__cell${typeof a.value === 'number' ? ' govuk-table__cell--numeric' : ''}`}>
                  {typeof a.value === 'number' ? formatCisloSk(a.value) : a.value === null ? 'x' : (a.text ?? a.value)}
                </td>
              ))}
            </tr>
          ))}
          {extraRow}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The abbreviations with their Slovak meaning and unit: a definition list whose groups hold only the
 * term and its description (the dash between them is drawn by cenniky.css, text there would make the list invalid).
 */
export function CennikLegenda({ typ }: { typ: CennikTyp }) {
  return (
    <div className="es-cennik-legenda">
      <h2 className="govuk-heading-s">{CENNIKY_TEXTS.legenda}</h2>
      <dl className="govuk-body-s">
        {cennikDef(typ).hodnoty.map((h) => (
          <div key={h.name}>
            <dt>{h.skratka}</dt>
            <dd>{`${h.vyznam} (${h.jednotka})`}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
