import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CennikVersionSort } from '@shared/api/cenniky';
import { type CennikTyp, cennikDef, cennikSlug } from '@shared/domain/cennik';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { formatDateSk } from '@shared/format/dates';
import { useRouteContext } from '@tanstack/react-router';
import { useConfirm } from '@web/components/confirm-dialog';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { type CennikVersionsSearch, cennikVersionsQuery, useDeleteVerzia } from './cenniky-api';
import { CENNIK_TEXTS, CENNIKY_TEXTS } from './cenniky-texts';
import { DataTable } from '@web/components/data-table';

/** '<name> | Iné verzie' (spec part 2 §2): paged, sortable (default by number), Detail and Remove. */
export function CennikVersionsPage({ typ, search, onSearch }: { typ: CennikTyp; search: CennikVersionsSearch; onSearch: (s: Partial<CennikVersionsSearch>) => void }) {
  const name = cennikSlug(typ);
  const { profil } = useRouteContext({ from: '/is/_staff' });
  const canManage = hasAnyRight(profil, ['SPRAVA_CENNIKOV']);
  const { data } = useSuspenseQuery(cennikVersionsQuery(name, search));
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteVerzia(name);
  const pages = Math.max(1, Math.ceil(data.totalElements / data.size));

  const onRemove = async (version: number) => {
    if (!(await confirm(CENNIK_TEXTS.potvrdenieZmazania))) return;
    clearStatusMessages();
    try {
      await remove.mutateAsync(version);
      showSuccess(CENNIK_TEXTS.zmazana);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };
  const sortHeader = (key: CennikVersionSort, label: string) => {
    const active = search.sortBy === key;
    const next = active && search.sortDirection === 'ASC' ? 'DESC' : 'ASC';
    return (
      <th scope="col" className="govuk-table__header" aria-sort={active ? (search.sortDirection === 'ASC' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="es-sort-button" onClick={() => onSearch({ sortBy: key, sortDirection: next, page: 1 })}>
          {label}
        </button>
      </th>
    );
  };

  return (
    <>
      {dialog}
      <Link className="govuk-back-link" to="/is/cenniky/$name" params={{ name }}>
        {CENNIKY_TEXTS.spat}
      </Link>
      <h1 className="govuk-heading-l">{CENNIKY_TEXTS.nadpisVerzie(cennikDef(typ).label)}</h1>
      {data.totalElements === 0 ? (
        <p className="govuk-body">{CENNIK_TEXTS.prazdneVerzie}</p>
      ) : data.cennikVersionList.length === 0 ? (
        <p className="govuk-body">{CENNIK_TEXTS.prazdnaStrana}</p>
      ) : (
        <DataTable
          caption={CENNIKY_TEXTS.verzieCaption}
          captionClassName="govuk-visually-hidden"
          rows={data.cennikVersionList}
          rowKey={(v) => v.uuid}
          columns={[
            { key: 'cisloVerzie', header: CENNIKY_TEXTS.cislo, th: sortHeader('cisloVerzie', CENNIKY_TEXTS.cislo), cell: (v) => v.cisloVerzie },
            { key: 'datumVytvorenia', header: CENNIKY_TEXTS.vytvorena, th: sortHeader('datumVytvorenia', CENNIKY_TEXTS.vytvorena), cell: (v) => formatDateSk(v.datumVytvorenia.slice(0, 10)) },
            {
              key: 'platnostVerzieOd',
              header: CENNIKY_TEXTS.platnost,
              th: sortHeader('platnostVerzieOd', CENNIKY_TEXTS.platnost),
              cell: (v) => (
                <>
                  {formatDateSk(v.platnostVerzieOd)}
                  {v.platnostVerzieDo ? ` – ${formatDateSk(v.platnostVerzieDo)}` : ''}
                </>
              ),
            },
            { key: 'vytvoril', header: CENNIKY_TEXTS.vytvoril, th: sortHeader('vytvoril', CENNIKY_TEXTS.vytvoril), cell: (v) => (v.vytvoril ? `${v.vytvoril.meno} ${v.vytvoril.priezvisko}` : '-') },
            {
              key: 'akcie',
              header: CENNIKY_TEXTS.akcie,
              cell: (v) => (
                <>
                  <Link className="govuk-link" to="/is/cenniky/$name/$verzia" params={{ name, verzia: `verzia-${v.cisloVerzie}` }}>
                    {CENNIKY_TEXTS.detail}
                  </Link>
                  {canManage && v.isRemovable && (
                    <>
                      {' '}
                      <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={() => onRemove(v.cisloVerzie)}>
                        {CENNIKY_TEXTS.odstranit}
                      </button>
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
      {pages > 1 && (
        <nav className="govuk-pagination" aria-label="Stránkovanie">
          <ul className="govuk-pagination__list">
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <li key={p} className={`govuk-pagination__item${p === search.page ? ' govuk-pagination__item--current' : ''}`}>
                <button type="button" className="govuk-link govuk-pagination__link" aria-current={p === search.page ? 'page' : undefined} onClick={() => onSearch({ page: p })}>
                  {p}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
