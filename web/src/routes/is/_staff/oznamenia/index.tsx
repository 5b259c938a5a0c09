import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../../../shared/api/limits';
import { OZNAMENIA_PAGE_SIZE, OZNAMENIE_AKCIE, OZNAMENIE_MSG, type OznamenieSort } from '../../../../../../shared/api/oznamenia';
import { hasAnyRight } from '../../../../../../shared/domain/opravnenia';
import { OZNAMENIE_STAV_LABELS, OZNAMENIE_STAVY, type OznamenieStav } from '../../../../../../shared/domain/oznamenie';
import { formatDateSk, parseDateSk, todayIso } from '../../../../../../shared/format/dates';
import { TextInput } from '../../../../components/form/text-input';
import { Pager } from '../../../../components/pager';
import { SortableHeader } from '../../../../components/sortable-header';
import { createOznamenie, exportCsv, oznameniaQuery, pdfUrl, pracoviskaQuery } from '../../../../features/oznamenia/oznamenia-api';
import {
  type FilterTag,
  firstDirection,
  isFiltered,
  limitTags,
  listOf,
  normalizeSearch,
  OZNAMENIA_SEARCH_DEFAULTS,
  type OznameniaSearch,
  oznameniaSearchSchema,
  summaryLabel,
} from '../../../../features/oznamenia/oznamenia-search';
import { StavTag } from '../../../../features/oznamenia/stav-tag';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { clearStatusMessages, showApiError } from '../../../../lib/status-messages';
import { useDebounced } from '../../../../lib/use-debounced';
import { M } from '../../../../messages';

const DEFAULTS = OZNAMENIA_SEARCH_DEFAULTS;
const without = (list: readonly string[], v: string) => list.filter((x) => x !== v).join(',');

/** /is/oznamenia – notification list (spec part 1 §2, §5, §7, §8; rights §6: EVIDENCIA_OZNAMENI or EVIDENCIA_SKOD). */
export const Route = createFileRoute('/is/_staff/oznamenia/')({
  validateSearch: oznameniaSearchSchema.transform(normalizeSearch),
  // defaults stay out of the URL
  search: { middlewares: [stripSearchParams(DEFAULTS)] },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(oznameniaQuery(deps)),
  head: () => pageHead(M.titleOznamenia),
  component: OznameniaPage,
});

const COLUMNS: { key: OznamenieSort; label: string }[] = [
  { key: 'kod', label: 'ID' },
  { key: 'oznamenieStav', label: 'Stav' },
  { key: 'datumOznamenia', label: 'Dátum oznámenia' },
  { key: 'datumVznikuSkody', label: 'Dátum vzniku škody' },
  { key: 'poskodenyMeno', label: 'Poškodený' },
];

function OznameniaPage() {
  const search = Route.useSearch();
  const { profil } = Route.useRouteContext();
  const navigate = useNavigate({ from: '/is/oznamenia/' });
  const { data } = useSuspenseQuery(oznameniaQuery(search));
  const { data: pracoviska = [] } = useQuery(pracoviskaQuery);
  const go = (next: Partial<OznameniaSearch>) => navigate({ search: (s: OznameniaSearch) => ({ ...s, page: 1, ...next }) });
  const reset = () => navigate({ search: DEFAULTS, replace: true });
  const mayCreate = hasAnyRight(profil, ['EVIDENCIA_OZNAMENI']);
  const mayExport = hasAnyRight(profil, ['VYHODNOCOVANIE_UDAJOV']);
  const [busy, setBusy] = useState(false);

  const nove = async () => {
    setBusy(true);
    clearStatusMessages();
    try {
      const { uuid } = await createOznamenie();
      await navigate({ to: '/is/oznamenia/$uuid', params: { uuid } });
    } catch (e) {
      showApiError(e, M.serverError);
    } finally {
      setBusy(false);
    }
  };
  const csv = async () => {
    clearStatusMessages();
    try {
      await exportCsv(search);
    } catch (e) {
      showApiError(e, M.serverError);
    }
  };

  const list = data.oznamenieList;
  const emptyText = data.totalElements === 0 ? (isFiltered(search) ? OZNAMENIE_MSG.emptyFilter : OZNAMENIE_MSG.empty) : list.length === 0 ? OZNAMENIE_MSG.emptyPage : null;
  const states = listOf<OznamenieStav>(search.states);
  const pracoviskaChosen = listOf(search.uzemnePrislusnePracovisko);
  const nazov = (uuid: string) => pracoviska.find((p) => p.uuid === uuid)?.nazov ?? uuid;

  const tags: FilterTag[] = [
    ...(search.from ? [{ key: 'from', label: `Od: ${formatDateSk(search.from)}`, remove: { from: undefined } }] : []),
    ...(search.to ? [{ key: 'to', label: `Do: ${formatDateSk(search.to)}`, remove: { to: undefined } }] : []),
    ...limitTags(states.map((s) => ({ key: `s-${s}`, label: OZNAMENIE_STAV_LABELS[s], remove: { states: without(states, s) } }))),
    ...limitTags([
      ...pracoviskaChosen.map((u) => ({ key: `p-${u}`, label: nazov(u), remove: { uzemnePrislusnePracovisko: without(pracoviskaChosen, u) } })),
      ...(search.withoutUzemnePrislusnePracovisko ? [{ key: 'p-bez', label: 'Bez pracoviska', remove: { withoutUzemnePrislusnePracovisko: false } }] : []),
    ]),
    ...(search.poskodeny ? [{ key: 'poskodeny', label: `Poškodený: ${search.poskodeny}`, remove: { poskodeny: '' } }] : []),
  ];

  return (
    <>
      <div className="es-ozn-toolbar">
        <h1 className="govuk-heading-l">{M.titleOznamenia}</h1>
        <div className="govuk-button-group">
          {mayCreate && (
            <button type="button" className="govuk-button" onClick={nove} disabled={busy} aria-disabled={busy}>
              Nové oznámenie
            </button>
          )}
          {mayExport && (
            <button type="button" className="govuk-button govuk-button--secondary" onClick={csv}>
              Export do CSV
            </button>
          )}
        </div>
      </div>

      <Filter search={search} go={go} pracoviska={pracoviska} reset={reset} />

      {tags.length > 0 && (
        <ul className="es-ozn-tags" aria-label="Aktívne filtre">
          {tags.map((t) => (
            <li key={t.key}>
              {t.remove ? (
                <button type="button" className="es-ozn-tag govuk-body-s govuk-!-margin-0" onClick={() => go(t.remove as Partial<OznameniaSearch>)}>
                  {t.label}
                  <span aria-hidden="true">×</span>
                  <span className="govuk-visually-hidden"> – odstrániť filter</span>
                </button>
              ) : (
                <span className="es-ozn-tag es-ozn-tag--static govuk-body-s govuk-!-margin-0">{t.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      <table className="govuk-table es-stack-table">
        <caption className="govuk-table__caption govuk-visually-hidden">{M.titleOznamenia}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {COLUMNS.map((c) => (
              <SortableHeader
                key={c.key}
                column={c.key}
                sortBy={search.sortBy}
                sortDirection={search.sortDirection}
                firstDirection={firstDirection(c.key)}
                onSort={(sortBy, sortDirection) => go({ sortBy, sortDirection })}
              >
                {c.label}
              </SortableHeader>
            ))}
            <th scope="col" className="govuk-table__header">
              Šk. udalosť
            </th>
            <th scope="col" className="govuk-table__header">
              <span className="govuk-visually-hidden">Export</span>
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {list.map((o) => (
            <tr className="govuk-table__row" key={o.uuid}>
              <td className="govuk-table__cell">
                <Link className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: o.uuid }}>
                  {o.kod}
                </Link>
              </td>
              <td className="govuk-table__cell" data-label="Stav">
                <StavTag stav={o.stav} />
              </td>
              <td className="govuk-table__cell" data-label="Dátum oznámenia">
                {formatDateSk(o.datumOznamenia)}
              </td>
              <td className="govuk-table__cell" data-label="Dátum vzniku škody">
                {formatDateSk(o.datumVznikuSkody)}
              </td>
              <td className="govuk-table__cell" data-label="Poškodený">
                {o.poskodenyMeno ?? '-'}
              </td>
              <td className="govuk-table__cell" data-label="Šk. udalosť">
                {o.skodovaUdalostId ? 'Áno' : '-'}
              </td>
              <td className="govuk-table__cell">
                {OZNAMENIE_AKCIE.export.includes(o.stav) && (
                  <a className="govuk-link" href={pdfUrl(o.uuid)} download>
                    PDF<span className="govuk-visually-hidden"> {o.kod}</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {emptyText && <p className="govuk-body">{emptyText}</p>}
      <Pager page={data.number} size={data.size || OZNAMENIA_PAGE_SIZE} total={data.totalElements} shown={list.length} onPage={(page) => go({ page })} />
    </>
  );
}

function Filter({
  search,
  go,
  pracoviska,
  reset,
}: {
  search: OznameniaSearch;
  go: (next: Partial<OznameniaSearch>) => unknown;
  pracoviska: { uuid: string; nazov: string; platnost: boolean }[];
  reset: () => void;
}) {
  // The form is never re-created while filtering (that would take focus and keystrokes away): the
  // typed text stays local, and only changes made elsewhere (a removed tag, 'Zrušiť filtre', the
  // back button) replace it. `sent` remembers what this form last put into the URL.
  const sent = useRef({ from: search.from, to: search.to, poskodeny: search.poskodeny });
  const [from, setFrom] = useState(formatDateSk(search.from));
  const [to, setTo] = useState(formatDateSk(search.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [text, setText] = useState(search.poskodeny);
  const debounced = useDebounced(text, 300);
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const value = debounced.trim().slice(0, LIMITS.text);
    if (value === sent.current.poskodeny) return;
    sent.current.poskodeny = value;
    void goRef.current({ poskodeny: value });
  }, [debounced]);
  useEffect(() => {
    if (search.poskodeny === sent.current.poskodeny) return;
    sent.current.poskodeny = search.poskodeny;
    setText(search.poskodeny);
  }, [search.poskodeny]);
  useEffect(() => {
    if (search.from === sent.current.from && search.to === sent.current.to) return;
    if (search.from !== sent.current.from) setFrom(formatDateSk(search.from));
    if (search.to !== sent.current.to) setTo(formatDateSk(search.to));
    sent.current.from = search.from;
    sent.current.to = search.to;
    setErrors({});
  }, [search.from, search.to]);

  /** Date picker rules (spec part 1 §2): 'from' ≤ 'to' ≤ today. */
  const applyDates = () => {
    const f = from.trim() ? parseDateSk(from) : '';
    const t = to.trim() ? parseDateSk(to) : '';
    const next: { from?: string; to?: string } = {};
    const today = todayIso();
    if (f === null) next.from = M.dateFormatError;
    else if (f && f > today) next.from = 'Dátum od nemôže byť v budúcnosti.';
    if (t === null) next.to = M.dateFormatError;
    else if (t && t > today) next.to = 'Dátum do nemôže byť v budúcnosti.';
    if (!next.from && !next.to && f && t && f > t) next.from = 'Dátum od nemôže byť neskôr ako dátum do.';
    setErrors(next);
    if (next.from || next.to) return;
    // one way of writing a date on screen, whichever way it was typed
    setFrom(formatDateSk(f));
    setTo(formatDateSk(t));
    const range = { from: f || undefined, to: t || undefined };
    if (range.from !== search.from || range.to !== search.to) {
      sent.current.from = range.from;
      sent.current.to = range.to;
      void go(range);
    }
  };
  const states = listOf<OznamenieStav>(search.states);
  const chosen = listOf(search.uzemnePrislusnePracovisko);
  const toggle = (list: readonly string[], v: string, on: boolean): string => (on ? [...list, v] : list.filter((x) => x !== v)).join(',');
  const statesChosen = states.map((s) => OZNAMENIE_STAV_LABELS[s]);
  const pracChosen = [...chosen, ...(search.withoutUzemnePrislusnePracovisko ? ['bez'] : [])];

  return (
    <search>
      <form
        className="es-ozn-filter"
        aria-label="Filter oznámení"
        onSubmit={(e) => {
          e.preventDefault();
          applyDates();
        }}
      >
        <TextInput id="from" label="Dátum oznámenia od" hint={M.dateHint} widthClass="govuk-input--width-10" value={from} onChange={setFrom} onBlur={applyDates} error={errors.from} autoComplete="off" />
        <TextInput id="to" label="Dátum oznámenia do" hint={M.dateHint} widthClass="govuk-input--width-10" value={to} onChange={setTo} onBlur={applyDates} error={errors.to} autoComplete="off" />
        <details className="govuk-details">
          <summary className="govuk-details__summary">
            <span className="govuk-details__summary-text">Stav: {summaryLabel(statesChosen, OZNAMENIE_STAVY.length)}</span>
          </summary>
          <fieldset className="govuk-fieldset">
            <legend className="govuk-visually-hidden">Stav</legend>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              {OZNAMENIE_STAVY.map((s: OznamenieStav) => (
                <div className="govuk-checkboxes__item" key={s}>
                  <input
                    className="govuk-checkboxes__input"
                    id={`stav-${s}`}
                    type="checkbox"
                    checked={states.includes(s)}
                    onChange={(e) => go({ states: toggle(states, s, e.target.checked) })}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`stav-${s}`}>
                    {OZNAMENIE_STAV_LABELS[s]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </details>
        <details className="govuk-details">
          <summary className="govuk-details__summary">
            <span className="govuk-details__summary-text">Územne príslušné pracovisko: {summaryLabel(pracChosen, pracoviska.length + 1)}</span>
          </summary>
          <fieldset className="govuk-fieldset">
            <legend className="govuk-visually-hidden">Územne príslušné pracovisko</legend>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id="pracovisko-bez"
                  type="checkbox"
                  checked={search.withoutUzemnePrislusnePracovisko}
                  onChange={(e) => go({ withoutUzemnePrislusnePracovisko: e.target.checked })}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor="pracovisko-bez">
                  Bez pracoviska
                </label>
              </div>
              {pracoviska.map((p) => (
                <div className="govuk-checkboxes__item" key={p.uuid}>
                  <input
                    className="govuk-checkboxes__input"
                    id={`pracovisko-${p.uuid}`}
                    type="checkbox"
                    checked={chosen.includes(p.uuid)}
                    onChange={(e) => go({ uzemnePrislusnePracovisko: toggle(chosen, p.uuid, e.target.checked) })}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`pracovisko-${p.uuid}`}>
                    {p.nazov}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </details>
        <TextInput id="poskodeny" label="Poškodený" type="search" widthClass="govuk-input--width-20" maxLength={LIMITS.text} value={text} onChange={setText} autoComplete="off" />
        <div className="govuk-form-group govuk-!-padding-top-6">
          <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={reset}>
            Zrušiť filtre
          </button>
        </div>
        <button type="submit" hidden>
          Filtrovať
        </button>
      </form>
    </search>
  );
}
