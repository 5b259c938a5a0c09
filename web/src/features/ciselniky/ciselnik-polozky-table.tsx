import { Link } from '@tanstack/react-router';
import type { CiselnikDetail, CiselnikPolozka, CiselnikPolozkaSort } from '@shared/api/ciselniky';
import { ciselnikSlug } from '@shared/domain/ciselnik';
import { Pager } from '@web/components/pager';
import { SortableHeader } from '@web/components/sortable-header';
import { TableScroll } from '@web/components/table-scroll';
import { StatusTag } from '@web/components/status-tag';
import type { CiselnikSearch } from './ciselniky-api';
import { CISELNIKY_TEXTS } from './ciselniky-texts';
import './ciselniky.css';

interface Props {
  data: CiselnikDetail;
  search: CiselnikSearch;
  canManage: boolean;
  onSearch: (next: Partial<CiselnikSearch>) => void;
  onDelete: (polozka: CiselnikPolozka) => void;
}

/**
 * Items of one code list: sortable, paged. An inactive item is greyed out without edit or delete
 * (spec part 2 §2); edit and delete are offered only to SPRAVA_CISELNIKOV.
 */
export function CiselnikPolozkyTable({ data, search, canManage, onSearch, onDelete }: Props) {
  const sort = (sortBy: CiselnikPolozkaSort, sortDirection: 'ASC' | 'DESC') => onSearch({ sortBy, sortDirection, page: 1 });
  const list = data.polozky;
  const emptyText = data.totalElements === 0 ? CISELNIKY_TEXTS.emptyPolozky : list.length === 0 ? CISELNIKY_TEXTS.emptyPolozkyPage : null;
  const name = ciselnikSlug(data.name);
  return (
    <>
      <TableScroll label={CISELNIKY_TEXTS.polozkyCaption(data.label)}>
        <table className="govuk-table es-ciselniky-table es-stack-table">
          <caption className="govuk-table__caption govuk-visually-hidden">{CISELNIKY_TEXTS.polozkyCaption(data.label)}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <SortableHeader column="poradie" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {CISELNIKY_TEXTS.poradie}
              </SortableHeader>
              <SortableHeader column="label" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {CISELNIKY_TEXTS.nazov}
              </SortableHeader>
              {data.officialCode && (
                <SortableHeader column="id" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                  {CISELNIKY_TEXTS.kod}
                </SortableHeader>
              )}
              {data.nadradenyTyp && (
                <th scope="col" className="govuk-table__header">
                  {CISELNIKY_TEXTS.nadradena}
                </th>
              )}
              <SortableHeader column="aktivna" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={sort}>
                {CISELNIKY_TEXTS.stav}
              </SortableHeader>
              {canManage && (
                <th scope="col" className="govuk-table__header">
                  {CISELNIKY_TEXTS.akcie}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {list.map((p) => (
              <tr className={`govuk-table__row${p.aktivna ? '' : ' es-ciselniky-row--neaktivna'}`} key={p.uuid}>
                <td className="govuk-table__cell govuk-table__cell--numeric es-ciselniky-table__poradie" data-label={CISELNIKY_TEXTS.poradie}>
                  {p.poradie}
                </td>
                <td className="govuk-table__cell" data-label={CISELNIKY_TEXTS.nazov}>
                  {p.label}
                </td>
                {data.officialCode && (
                  <td className="govuk-table__cell" data-label={CISELNIKY_TEXTS.kod}>
                    {p.id}
                  </td>
                )}
                {data.nadradenyTyp && (
                  <td className="govuk-table__cell" data-label={CISELNIKY_TEXTS.nadradena}>
                    {p.nadradenaPolozka?.label}
                  </td>
                )}
                <td className="govuk-table__cell" data-label={CISELNIKY_TEXTS.stav}>
                  <StatusTag on={p.aktivna} onLabel={CISELNIKY_TEXTS.aktivna} offLabel={CISELNIKY_TEXTS.neaktivna} />
                </td>
                {canManage && (
                  <td className="govuk-table__cell es-ciselniky-table__akcie">
                    {p.aktivna && (
                      <>
                        <Link className="govuk-link" to="/is/ciselniky/$name/polozka/$id/upravit" params={{ name, id: p.uuid }}>
                          {CISELNIKY_TEXTS.upravit}
                          <span className="govuk-visually-hidden"> {p.label}</span>
                        </Link>
                        <button type="button" className="es-link-button govuk-link" onClick={() => onDelete(p)}>
                          {CISELNIKY_TEXTS.odstranit}
                          <span className="govuk-visually-hidden"> {p.label}</span>
                        </button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {emptyText && <p className="govuk-body">{emptyText}</p>}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={list.length} onPage={(page) => onSearch({ page })} />
    </>
  );
}
