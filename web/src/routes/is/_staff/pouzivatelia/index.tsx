import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import { POUZIVATEL_SORT } from '@shared/api/staff-lists';
import { TextInput } from '@web/components/form/text-input';
import { Pager } from '@web/components/pager';
import { SortableHeader } from '@web/components/sortable-header';
import { TableScroll } from '@web/components/table-scroll';
import { StatusTag } from '@web/components/status-tag';
import { NastaveniaHeader } from '@web/features/nastavenia/nastavenia-header';
import { NASTAVENIA_TEXTS, organizacieKody } from '@web/features/nastavenia/nastavenia-texts';
import { NASTAVENIA_TITLES } from '@web/features/nastavenia/nastavenia-titles';
import { formatTimestampSk } from '@web/lib/format';
import { type PouzivateliaSearch, pouzivateliaQuery, synchronizaciaQuery, useSynchronizovat } from '@web/features/nastavenia/pouzivatelia-api';
import { useDebounced } from '@web/lib/use-debounced';
import { pageHead } from '@web/lib/page-head';
import { enumParam, pageParam, searchValidator, sortDirectionParam, textParam } from '@web/lib/search-params';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';

/** Bad URL values fall back to the defaults (spec part 1 §5), never an error page. */
const searchSchema = searchValidator({
  page: pageParam(),
  sortBy: enumParam(POUZIVATEL_SORT, 'login'),
  sortDirection: sortDirectionParam('ASC'),
  hladat: textParam(),
});

/** /is/pouzivatelia – settings, user list (spec part 1 §2, §7, §8, §9; rights §6: SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/pouzivatelia/')({
  validateSearch: searchSchema,
  // defaults stay out of the URL
  search: { middlewares: [stripSearchParams({ page: 1, sortBy: 'login', sortDirection: 'ASC', hladat: '' })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [, sync] = await Promise.all([
      context.queryClient.ensureQueryData(pouzivateliaQuery(deps)),
      context.queryClient.ensureQueryData(synchronizaciaQuery),
    ]);
    // spec part 1 §8: an invalid last-synchronisation date while the list loads sends the user to the index
    if (sync.poslednaSynchronizacia !== null && formatTimestampSk(sync.poslednaSynchronizacia) === null) throw redirect({ to: '/is' });
  },
  head: () => pageHead(NASTAVENIA_TITLES.title),
  component: PouzivateliaPage,
});

function PouzivateliaPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/is/pouzivatelia/' });
  const { data } = useSuspenseQuery(pouzivateliaQuery(search));
  const go = (next: Partial<PouzivateliaSearch>) => navigate({ search: (s) => ({ ...s, ...next }) });

  const [text, setText] = useState(search.hladat);
  const debounced = useDebounced(text, 300);
  useEffect(() => {
    const value = debounced.trim();
    if (value !== search.hladat) void navigate({ search: (s) => ({ ...s, hladat: value, page: 1 }), replace: true });
  }, [debounced, search.hladat, navigate]);

  const list = data.pouzivatelList;
  const emptyText =
    data.totalElements === 0 ? (search.hladat ? NASTAVENIA_TEXTS.emptyPouzivateliaFilter : NASTAVENIA_TEXTS.emptyPouzivatelia) : list.length === 0 ? NASTAVENIA_TEXTS.emptyPouzivateliaPage : null;

  return (
    <>
      <NastaveniaHeader active="pouzivatelia" />
      <div className="es-settings-toolbar">
        <search>
          <TextInput
            id="hladat"
            label={NASTAVENIA_TEXTS.hladat}
            hint={NASTAVENIA_TEXTS.hladatHint}
            type="search"
            widthClass="govuk-input--width-20"
            maxLength={LIMITS.text}
            value={text}
            onChange={setText}
            autoComplete="off"
          />
        </search>
        <Synchronizacia />
      </div>

      <TableScroll label={NASTAVENIA_TEXTS.pouzivateliaCaption}>
        <table className="govuk-table es-settings-table es-stack-table">
          <caption className="govuk-table__caption govuk-visually-hidden">{NASTAVENIA_TEXTS.pouzivateliaCaption}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              {(['login', 'meno', 'priezvisko'] as const).map((c) => (
                <SortableHeader key={c} column={c} sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={(sortBy, sortDirection) => go({ sortBy, sortDirection, page: 1 })}>
                  {NASTAVENIA_TEXTS[c]}
                </SortableHeader>
              ))}
              <th scope="col" className="govuk-table__header">
                {NASTAVENIA_TEXTS.organizacie}
              </th>
              <SortableHeader column="aktivny" sortBy={search.sortBy} sortDirection={search.sortDirection} onSort={(sortBy, sortDirection) => go({ sortBy, sortDirection, page: 1 })}>
                {NASTAVENIA_TEXTS.stav}
              </SortableHeader>
              <th scope="col" className="govuk-table__header">
                <span className="govuk-visually-hidden">{NASTAVENIA_TEXTS.akcie}</span>
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {list.map((u) => (
              <tr className="govuk-table__row" key={u.uuid}>
                <td className="govuk-table__cell" data-label={NASTAVENIA_TEXTS.login}>
                  {u.login}
                </td>
                <td className="govuk-table__cell" data-label={NASTAVENIA_TEXTS.meno}>
                  {u.meno}
                </td>
                <td className="govuk-table__cell" data-label={NASTAVENIA_TEXTS.priezvisko}>
                  {u.priezvisko}
                </td>
                <td className="govuk-table__cell" data-label={NASTAVENIA_TEXTS.organizacie} title={u.organizacie.map((o) => o.kod).join(', ')}>
                  {organizacieKody(u.organizacie.map((o) => o.kod)) || '-'}
                </td>
                <td className="govuk-table__cell" data-label={NASTAVENIA_TEXTS.stav}>
                  <StatusTag on={u.aktivny} onLabel={NASTAVENIA_TEXTS.aktivny} offLabel={NASTAVENIA_TEXTS.neaktivny} />
                </td>
                <td className="govuk-table__cell">
                  <Link className="govuk-link" to="/is/pouzivatelia/$uuid" params={{ uuid: u.uuid }}>
                    {NASTAVENIA_TEXTS.detail}
                    <span className="govuk-visually-hidden">
                      {' '}
                      {u.meno} {u.priezvisko}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {emptyText && <p className="govuk-body es-settings-empty">{emptyText}</p>}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={list.length} onPage={(page) => go({ page })} />
    </>
  );
}

function Synchronizacia() {
  const synchronizovat = useSynchronizovat();
  const { data } = useSuspenseQuery(synchronizaciaQuery);
  const [busy, setBusy] = useState(false);
  const when = data.poslednaSynchronizacia ? formatTimestampSk(data.poslednaSynchronizacia) : null;

  const run = async () => {
    setBusy(true);
    clearStatusMessages();
    try {
      await synchronizovat.mutateAsync();
      showSuccess(NASTAVENIA_TEXTS.synchronizaciaOk);
    } catch (e) {
      showApiError(e, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="es-settings-sync">
      <p className="govuk-body-s">
        {NASTAVENIA_TEXTS.poslednaSynchronizacia} <strong>{when ?? NASTAVENIA_TEXTS.nikdySynchronizovane}</strong>
      </p>
      <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={run} disabled={busy} aria-disabled={busy}>
        {busy ? NASTAVENIA_TEXTS.synchronizujem : NASTAVENIA_TEXTS.synchronizovat}
      </button>
    </div>
  );
}
