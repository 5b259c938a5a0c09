import { Link } from '@tanstack/react-router';
import type { CiselnikTypyPage } from '@shared/api/ciselniky';
import { ciselnikSlug } from '@shared/domain/ciselnik';
import { Pager } from '@web/components/pager';
import { MC } from './ciselniky-messages';

/** The code-list types, paged; each name opens its detail. */
export function CiselnikTypyTable({ data, onPage }: { data: CiselnikTypyPage; onPage: (page: number) => void }) {
  const list = data.ciselnikList;
  const emptyText = data.totalElements === 0 ? MC.emptyTypy : list.length === 0 ? MC.emptyTypyPage : null;
  return (
    <>
      <table className="govuk-table es-ciselniky-table es-stack-table">
        <caption className="govuk-table__caption govuk-visually-hidden">{MC.typyCaption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              {MC.nazovCiselnika}
            </th>
            <th scope="col" className="govuk-table__header">
              <span className="govuk-visually-hidden">{MC.akcie}</span>
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {list.map((t) => (
            <tr className="govuk-table__row" key={t.name}>
              <td className="govuk-table__cell">
                <Link className="govuk-link" to="/is/ciselniky/$name" params={{ name: ciselnikSlug(t.name) }}>
                  {t.label}
                </Link>
              </td>
              <td className="govuk-table__cell es-ciselniky-table__akcie">
                <Link className="govuk-link" to="/is/ciselniky/$name" params={{ name: ciselnikSlug(t.name) }} aria-hidden="true" tabIndex={-1}>
                  {MC.detail}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {emptyText && <p className="govuk-body">{emptyText}</p>}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={list.length} onPage={onPage} />
    </>
  );
}
