import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
// the public screens load only the public route table
import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { LIMITS } from '@shared/api/limits';
import { stavHlaseniaBody, type StavHlaseniaResponse } from '@shared/api/stav-hlasenia';
import { STAV_HLASENIA_TEXTS as T } from '@shared/api/stav-hlasenia-texts';
import { formatDateSk, formatDatumCasSk } from '@shared/format/dates';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import { TextInput } from '@web/components/form/text-input';
import { SummaryList } from '@web/components/summary-list';
import { callApi, isApiError } from '@web/lib/api-client';
import { COMMON_TEXTS } from '@web/texts';
import { takeOdkaz } from './odkaz';

/**
 * 'Stav hlásenia': the reporter enters the code and the e-mail they gave (or opens their personal
 * link) and sees the state of their report in plain words, the workplace's public contact where staff
 * entered one, and what comes next.
 */
export function StavHlaseniaPage() {
  const [kod, setKod] = useState('');
  const [email, setEmail] = useState('');
  const [stav, setStav] = useState<StavHlaseniaResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();
  const resultRef = useRef<HTMLHeadingElement>(null);

  const run = async (call: () => Promise<StavHlaseniaResponse>) => {
    setBusy(true);
    try {
      setStav(await call());
      errors.reset();
    } catch (e) {
      errors.set(isApiError(e) ? { generalErrors: e.generalErrors, fieldErrors: e.fieldErrors } : { generalErrors: [COMMON_TEXTS.serverError] });
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the personal link is read once, when the page opens
  useEffect(() => {
    const token = takeOdkaz();
    if (token) void run(() => callApi(routes.webStavHlaseniaOdkaz, { body: { token } }));
  }, []);

  useEffect(() => {
    if (stav) resultRef.current?.focus();
  }, [stav]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = stavHlaseniaBody.safeParse({ kod, email });
    if (!parsed.success) {
      const { fieldErrors } = issuesToErrors(parsed.error.issues);
      errors.set({ fieldErrors: fieldErrors.map((f) => ({ ...f, message: f.fieldName === 'kod' ? T.kodPovinny : T.emailPovinny })) });
      return;
    }
    void run(() => callApi(routes.webStavHlasenia, { body: parsed.data }));
  };

  const kontakt = stav?.pracoviskoKontakt;
  const summary = [...errors.general, ...errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))];

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={summary} />
        <h1 className="govuk-heading-xl">{COMMON_TEXTS.stavHlaseniaTitle}</h1>
        {stav ? (
          <>
            <h2 className="govuk-heading-l" tabIndex={-1} ref={resultRef} data-testid="stav-kod">
              {stav.kod}
            </h2>
            <SummaryList
              rows={[
                { label: T.datumOdoslania, value: formatDateSk(stav.datumOdoslania) },
                { label: T.stav, value: <strong data-testid="stav-popis">{stav.popis}</strong> },
                !!stav.pracovisko && {
                  label: T.pracovisko,
                  value: stav.pracovisko,
                  valueProps: { 'data-testid': 'stav-pracovisko' },
                  // without a public contact of its own, the workplace's contacts are on the 'Kontakt' page
                  hint: kontakt ? undefined : (
                    <Link to="/kontakt/" className="govuk-link">
                      {T.pracoviskoKontakt}
                    </Link>
                  ),
                },
                !!kontakt?.verejnaAdresa && { label: T.verejnaAdresa, value: kontakt.verejnaAdresa, valueProps: { style: { whiteSpace: 'pre-line' } } },
                !!kontakt?.verejnyTelefon && {
                  label: T.verejnyTelefon,
                  value: (
                    <a className="govuk-link" href={`tel:${kontakt.verejnyTelefon.replace(/[^+0-9]/g, '')}`}>
                      {kontakt.verejnyTelefon}
                    </a>
                  ),
                },
                !!kontakt?.verejnyEmail && {
                  label: T.verejnyEmail,
                  value: (
                    <a className="govuk-link" href={`mailto:${kontakt.verejnyEmail}`}>
                      {kontakt.verejnyEmail}
                    </a>
                  ),
                },
                !!kontakt?.uradneHodiny && { label: T.uradneHodiny, value: kontakt.uradneHodiny, valueProps: { style: { whiteSpace: 'pre-line' } } },
                !!stav.terminSetrenia && { label: T.terminSetrenia, value: formatDatumCasSk(stav.terminSetrenia), valueProps: { 'data-testid': 'stav-termin' } },
              ]}
            />
            <h2 className="govuk-heading-m">{T.coDalej}</h2>
            <p className="govuk-body" data-testid="stav-co-dalej">
              {stav.coDalej}
            </p>
            <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setStav(null)}>
              {T.inyKod}
            </button>
          </>
        ) : (
          <>
            <p className="govuk-body">{T.intro}</p>
            <form noValidate onSubmit={onSubmit}>
              <TextInput
                id="kod"
                label={T.kod}
                hint={T.kodHint}
                widthClass="govuk-input--width-20"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                {...errors.bind('kod', kod, setKod)}
              />
              <TextInput id="email" label={T.email} type="email" autoComplete="email" spellCheck={false} maxLength={LIMITS.text} {...errors.bind('email', email, setEmail)} />
              <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy ? true : undefined}>
                {T.submit}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
