import { Link } from '@tanstack/react-router';
import type { CiselnikTypyPage } from '@shared/api/ciselniky';
import { ciselnikSlug } from '@shared/domain/ciselnik';
import { Pager } from '@web/components/pager';
import { CISELNIKY_TEXTS } from './ciselniky-texts';
import { DataTable } from '@web/components/data-table';

/** The code-list types, paged; each name opens its detail. */
export function CiselnikTypyTable({ data, onPage }: { data: CiselnikTypyPage; onPage: (page: number) => void }) {
  const list = data.ciselnikList;
  const emptyText = data.totalElements === 0 ? CISELNIKY_TEXTS.emptyTypy : list.length === 0 ? CISELNIKY_TEXTS.emptyTypyPage : null;
  return (
    <>
      <DataTable
        className="es-ciselniky-table es-stack-table"
        caption={CISELNIKY_TEXTS.typyCaption}
        captionClassName="govuk-visually-hidden"
        rows={list}
        rowKey={(t) => t.name}
        columns={[
          {
            key: 'nazov',
            header: CISELNIKY_TEXTS.nazovCiselnika,
            cell: (t) => (
              <Link className="govuk-link" to="/is/ciselniky/$name" params={{ name: ciselnikSlug(t.name) }}>
                {t.label}
              </Link>
            ),
          },
          {
            key: 'akcie',
            header: <span className="govuk-visually-hidden">{CISELNIKY_TEXTS.akcie}</span>,
            cellClassName: 'es-ciselniky-table__akcie',
            cell: (t) => (
              <Link className="govuk-link" to="/is/ciselniky/$name" params={{ name: ciselnikSlug(t.name) }} aria-hidden="true" tabIndex={-1}>
                {CISELNIKY_TEXTS.detail}
              </Link>
            ),
          },
        ]}
      />
      {emptyText && <p className="govuk-body">{emptyText}</p>}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={list.length} onPage={onPage} />
    </>
  );
}
