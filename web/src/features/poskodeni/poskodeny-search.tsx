import { useSingleFlight } from '@web/lib/use-single-flight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type PoskodenyDetail, SEARCH_RESULT_LIMIT } from '@shared/api/poskodeni';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, searchTokens } from '@shared/domain/hladanie';
import { TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { TextInput } from '@web/components/form/text-input';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { useDebounced } from '@web/lib/use-debounced';
import { COMMON_TEXTS } from '@web/texts';
import { type PoskodenyOwner, ownerBase } from './owner';
import { prevadzkyQuery, searchQuery, usePriraditPoskodeneho } from './poskodeni-api';
import { POSKODENI_TEXTS } from './poskodeni-texts';
import { adresaText, useGo } from './poskodeni-ui';
import { type PoskodenyPrefill, webDisplayName, webSearchText } from './web-data';
import { formatDateSk } from '@shared/format/dates';
import { SummaryList } from '@web/components/summary-list';
import { DataTable } from '@web/components/data-table';

/** Picks a party for the owner (PUT …/priradit-poskodeneho, 204) and opens the detail. */
function usePick(owner: PoskodenyOwner) {
  const go = useGo();
  const priradit = usePriraditPoskodeneho(owner);
  const { pending: busy, run } = useSingleFlight();
  const pick = (p: PoskodenyDetail) =>
    run(async () => {
      clearStatusMessages();
      try {
        await priradit.mutateAsync(p.uuid);
        showSuccess(POSKODENI_TEXTS.ulozene, { afterNavigation: true });
        await go(ownerBase(owner));
      } catch (err) {
        showApiError(err, COMMON_TEXTS.serverError);
      }
    });
  return { pick, busy };
}

function ResultsTable({ caption, list, onPick, busy }: { caption: string; list: PoskodenyDetail[]; onPick: (p: PoskodenyDetail) => void; busy: boolean }) {
  return (
    <DataTable
      caption={caption}
      captionClassName="govuk-table__caption--s"
      rows={list}
      rowKey={(p) => p.uuid}
      columns={[
        { key: 'nazov', header: POSKODENI_TEXTS.nazov, cell: (p) => p.displayName },
        { key: 'typSubjektu', header: POSKODENI_TEXTS.typSubjektu, cell: (p) => TYP_SUBJEKTU_LABELS[p.typSubjektu] },
        { key: 'ico', header: POSKODENI_TEXTS.ico, cell: (p) => p.ico ?? '' },
        { key: 'obec', header: POSKODENI_TEXTS.obec, cell: (p) => p.adresa.obecName ?? '' },
        {
          key: 'akcie',
          header: POSKODENI_TEXTS.akcie,
          cell: (p) => (
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" disabled={busy} onClick={() => onPick(p)}>
              {POSKODENI_TEXTS.vybrat}
              <span className="govuk-visually-hidden"> {p.displayName}</span>
            </button>
          ),
        },
      ]}
    />
  );
}

function NotFoundPanel({ text, onCreate, createLabel }: { text: string; onCreate: () => void; createLabel: string }) {
  return (
    <div className="govuk-inset-text" role="status">
      <p className="govuk-body">{text}</p>
      <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onCreate}>
        {createLabel}
      </button>
    </div>
  );
}

/** The reporter's party from 'Dáta z webu' with the one-click way to create it. */
function WebPrefillPanel({ prefill: p, onCreate }: { prefill: PoskodenyPrefill; onCreate: () => void }) {
  const rows: [string, string][] = [
    [POSKODENI_TEXTS.nazov, webDisplayName(p)],
    [POSKODENI_TEXTS.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]],
    [POSKODENI_TEXTS.adresa, adresaText(p.adresa)],
    [POSKODENI_TEXTS.email, p.email ?? ''],
    [POSKODENI_TEXTS.telefon, p.telefonneCislo ?? ''],
    ...(p.typSubjektu === 'FO' ? [[POSKODENI_TEXTS.gdprSuhlas, p.gdprSuhlas ? POSKODENI_TEXTS.suhlasZo(formatDateSk(p.datumSuhlasu)) : POSKODENI_TEXTS.nie] as [string, string]] : []),
  ];
  return (
    <section className="govuk-inset-text" aria-labelledby="z-webu-title">
      <h2 className="govuk-heading-s" id="z-webu-title">
        {POSKODENI_TEXTS.zWebuTitle}
      </h2>
      <p className="govuk-body">{POSKODENI_TEXTS.zWebuText}</p>
      <SummaryList noBorder rows={rows.filter(([, v]) => v).map(([label, value]) => ({ label, value }))} />
      <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onCreate}>
        {POSKODENI_TEXTS.zWebuVytvorit}
      </button>
    </section>
  );
}

/**
 * Search screen (spec part 1 §2, §5): starts 300 ms after typing stops, at least 3 characters,
 * max 255, tokens split on spaces; a result table, or the not-found panel with a create button.
 */
export function PoskodenySearch({ owner, initial, webPrefill }: { owner: PoskodenyOwner; initial: string; webPrefill?: PoskodenyPrefill | null }) {
  const go = useGo();
  // a web notification's reporter is the first choice: the search starts with their IČO or name
  const [text, setText] = useState((initial || (webPrefill ? webSearchText(webPrefill) : '')).slice(0, SEARCH_MAX_CHARS));
  const debounced = useDebounced(text.trim(), 300);
  const ready = debounced.length >= SEARCH_MIN_CHARS && searchTokens(debounced).some((t) => t.length >= SEARCH_MIN_CHARS);
  const result = useQuery({ ...searchQuery(debounced), enabled: ready });
  const { pick, busy } = usePick(owner);
  const list = result.data?.poskodenyList ?? [];

  return (
    <>
      {webPrefill ? <WebPrefillPanel prefill={webPrefill} onCreate={() => go(`${ownerBase(owner)}/vytvorit-poskodeneho?zWebu=true`)} /> : null}
      <TextInput
        id="hladat"
        type="search"
        label={POSKODENI_TEXTS.hladat}
        hint={POSKODENI_TEXTS.hladatHint}
        maxLength={SEARCH_MAX_CHARS}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={setText}
        describedById="hladat-stav"
      />
      <p id="hladat-stav" className="govuk-body-s" aria-live="polite">
        {!ready && text.trim().length > 0 ? POSKODENI_TEXTS.minChars : result.isFetching ? POSKODENI_TEXTS.hladam : result.data ? POSKODENI_TEXTS.pocetVysledkov(list.length) : ''}
      </p>
      {ready && result.data && list.length > 0 ? (
        <>
          <ResultsTable caption={POSKODENI_TEXTS.vysledky} list={list} onPick={pick} busy={busy} />
          {result.data.truncated ? <p className="govuk-body-s">{POSKODENI_TEXTS.truncated(SEARCH_RESULT_LIMIT)}</p> : null}
        </>
      ) : null}
      {ready && result.data && list.length === 0 ? (
        <NotFoundPanel
          text={POSKODENI_TEXTS.notFound(debounced)}
          createLabel={POSKODENI_TEXTS.vytvoritPoskodeneho}
          // the reporter searched for and not found: the new party starts from the web data
          onCreate={() => go(`${ownerBase(owner)}/vytvorit-poskodeneho${webPrefill && debounced === webSearchText(webPrefill) ? '?zWebu=true' : ''}`)}
        />
      ) : null}
      {result.isError ? <p className="govuk-error-message">{COMMON_TEXTS.serverError}</p> : null}
    </>
  );
}

/** 'Zmeniť prevádzku': the premises of one IČO; pick another, or create new premises. */
export function PrevadzkaSearch({ owner, ico, currentUuid }: { owner: PoskodenyOwner; ico: string; currentUuid?: string }) {
  const go = useGo();
  const valid = /^\d{1,8}$/.test(ico);
  const result = useQuery({ ...prevadzkyQuery(ico), enabled: valid });
  const { pick, busy } = usePick(owner);
  const list = (result.data?.poskodenyList ?? []).filter((p) => p.uuid !== currentUuid);
  const create = () => go(`${ownerBase(owner)}/vytvorit-prevadzku`);
  if (!valid || (result.data && list.length === 0)) return <NotFoundPanel text={POSKODENI_TEXTS.prevadzkaNotFound(ico)} createLabel={POSKODENI_TEXTS.vytvoritPrevadzku} onCreate={create} />;
  if (!result.data) return <p className="govuk-body">{POSKODENI_TEXTS.hladam}</p>;
  return (
    <>
      <ResultsTable caption={`${POSKODENI_TEXTS.prevadzky} ${ico}`} list={list} onPick={pick} busy={busy} />
      <button type="button" className="govuk-button govuk-button--secondary" onClick={create}>
        {POSKODENI_TEXTS.vytvoritPrevadzku}
      </button>
    </>
  );
}
