/**
 * /is/osobne-udaje – the data-protection officer's screen: find a person by name, birth date, IČO or
 * e-mail (the criteria live in the URL), download everything held about them as PDF or JSON, or
 * anonymise one on request (a confirmation step with the reason).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { OSOBNE_UDAJE_MSG, type OsobaRow } from '@shared/api/osobne-udaje';
import { formatDateSk, parseDateSk } from '@shared/format/dates';
import { ErrorSummary } from '@web/components/error-summary';
import { TextInput } from '@web/components/form/text-input';
import { anonymizovaneDna } from '@web/components/anonymizovane-mark';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { AnonymizaciaForm } from './anonymizacia-form';
import { exportUrl, hasCriterion, type OsobySearch, osobyQuery } from './osobne-udaje-api';
import { OSOBNE_UDAJE_TEXTS as T } from './osobne-udaje-texts';

const FIELDS = ['meno', 'datumNarodenia', 'ico', 'email'] as const;

export function OsobyPage({ search }: { search: OsobySearch }) {
  const navigate = useNavigate({ from: '/is/osobne-udaje/' });
  const [form, setForm] = useState<Record<(typeof FIELDS)[number], string>>({
    meno: search.meno ?? '',
    // typed as every staff date is (dd.mm.rrrr), kept in the URL as yyyy-mm-dd
    datumNarodenia: formatDateSk(search.datumNarodenia),
    ico: search.ico ?? '',
    email: search.email ?? '',
  });
  const [missing, setMissing] = useState(false);
  const [datumError, setDatumError] = useState<string>();
  /** The person whose erasure is being confirmed. */
  const [naAnonymizaciu, setNaAnonymizaciu] = useState<OsobaRow | null>(null);
  const result = useQuery({ ...osobyQuery(search), enabled: hasCriterion(search) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const datum = form.datumNarodenia.trim() ? parseDateSk(form.datumNarodenia) : '';
    setDatumError(datum === null ? COMMON_TEXTS.dateFormatError : undefined);
    if (datum === null) return;
    const next = Object.fromEntries(FIELDS.map((f) => [f, (f === 'datumNarodenia' ? datum : form[f].trim()) || undefined]));
    setMissing(!hasCriterion(next));
    if (!hasCriterion(next)) return;
    // one way of writing a date on screen, whichever way it was typed
    setForm({ ...form, datumNarodenia: formatDateSk(datum) });
    void navigate({ search: next });
  };

  const apiErrors = isApiError(result.error) ? [...result.error.generalErrors, ...result.error.fieldErrors.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))] : [];
  const errors = datumError ? [{ text: datumError, href: '#datumNarodenia' }] : missing ? [OSOBNE_UDAJE_MSG.ziadneKriterium] : apiErrors;
  const osoby = result.data?.osoby;

  return (
    <>
      <h1 className="govuk-heading-l">{T.title}</h1>
      <p className="govuk-body">{T.intro}</p>
      <ErrorSummary errors={errors} />
      <search>
        <form onSubmit={submit} noValidate>
          <TextInput id="meno" label={T.meno} widthClass="govuk-input--width-20" maxLength={255} value={form.meno} onChange={(meno) => setForm({ ...form, meno })} autoComplete="off" />
          <TextInput
            id="datumNarodenia"
            label={T.datumNarodenia}
            hint={COMMON_TEXTS.dateHint}
            widthClass="govuk-input--width-10"
            value={form.datumNarodenia}
            onChange={(datumNarodenia) => setForm({ ...form, datumNarodenia })}
            error={datumError}
            autoComplete="off"
          />
          <TextInput id="ico" label={T.ico} inputMode="numeric" widthClass="govuk-input--width-10" maxLength={8} value={form.ico} onChange={(ico) => setForm({ ...form, ico })} autoComplete="off" />
          <TextInput id="email" label={T.email} type="email" widthClass="govuk-input--width-20" maxLength={255} value={form.email} onChange={(email) => setForm({ ...form, email })} autoComplete="off" />
          <button type="submit" className="govuk-button">
            {T.hladat}
          </button>
        </form>
      </search>

      {osoby && (
        <>
          <h2 className="govuk-heading-m">{T.vysledky}</h2>
          {osoby.length === 0 ? (
            <p className="govuk-body">{T.ziadne}</p>
          ) : (
            <table className="govuk-table es-stack-table">
              <caption className="govuk-table__caption govuk-visually-hidden">{T.vysledky}</caption>
              <thead className="govuk-table__head">
                <tr className="govuk-table__row">
                  {[T.menoStlpec, T.datumNarodenia, T.ico, T.email, T.obec, T.vypis, T.akcie].map((h) => (
                    <th key={h} scope="col" className="govuk-table__header">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {osoby.map((o) => (
                  <tr className="govuk-table__row" key={o.uuid}>
                    <td className="govuk-table__cell" data-label={T.menoStlpec}>
                      {o.displayName}
                    </td>
                    <td className="govuk-table__cell" data-label={T.datumNarodenia}>
                      {o.datumNarodenia ? formatDateSk(o.datumNarodenia) : '-'}
                    </td>
                    <td className="govuk-table__cell" data-label={T.ico}>
                      {o.ico ?? '-'}
                    </td>
                    <td className="govuk-table__cell" data-label={T.email}>
                      {o.email ?? '-'}
                    </td>
                    <td className="govuk-table__cell" data-label={T.obec}>
                      {o.obec ?? '-'}
                    </td>
                    <td className="govuk-table__cell" data-label={T.vypis}>
                      <a className="govuk-link" href={exportUrl(o.uuid, 'pdf')} download>
                        {T.pdf}
                        <span className="govuk-visually-hidden"> – {o.displayName}</span>
                      </a>
                      {' · '}
                      <a className="govuk-link" href={exportUrl(o.uuid, 'json')} download>
                        {T.json}
                        <span className="govuk-visually-hidden"> – {o.displayName}</span>
                      </a>
                    </td>
                    <td className="govuk-table__cell" data-label={T.akcie}>
                      <button
                        type="button"
                        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                        onClick={() => {
                          clearStatusMessages();
                          setNaAnonymizaciu(o);
                        }}
                      >
                        {T.anonymizovat}
                        <span className="govuk-visually-hidden"> – {o.displayName}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {result.data?.truncated && <p className="govuk-body">{T.viac}</p>}
        </>
      )}
      {naAnonymizaciu && (
        <AnonymizaciaForm
          key={naAnonymizaciu.uuid}
          osoba={naAnonymizaciu}
          onCancel={() => setNaAnonymizaciu(null)}
          onDone={(datum) => {
            setNaAnonymizaciu(null);
            showSuccess(anonymizovaneDna(datum));
          }}
        />
      )}
    </>
  );
}
