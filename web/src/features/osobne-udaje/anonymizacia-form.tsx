/**
 * Erasure on request (GDPR Art. 17): the confirmation step for one person, with the reason the law
 * asks for. The server refuses a person with an event in proceedings (a legal hold) with a Slovak
 * explanation, shown here above the form; a success closes the step and says when it was done.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { anonymizovatBody, type OsobaRow } from '@shared/api/osobne-udaje';
import { LIMITS } from '@shared/api/limits';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import { Textarea } from '@web/components/form/textarea';
import { isApiError } from '@web/lib/api-client';
import { COMMON_TEXTS } from '@web/texts';
import { useAnonymizovat } from './osobne-udaje-api';
import { OSOBNE_UDAJE_TEXTS as T } from './osobne-udaje-texts';

export function AnonymizaciaForm({ osoba, onDone, onCancel }: { osoba: OsobaRow; onDone: (anonymizovaneDna: string) => void; onCancel: () => void }) {
  const [dovod, setDovod] = useState('');
  const errors = useFormErrors();
  const anonymizovat = useAnonymizovat();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (anonymizovat.isPending) return;
    const parsed = anonymizovatBody.safeParse({ dovod });
    if (!parsed.success) {
      errors.set(issuesToErrors(parsed.error.issues));
      return;
    }
    try {
      const res = await anonymizovat.mutateAsync({ uuid: osoba.uuid, dovod: parsed.data.dovod });
      onDone(res.anonymizovaneDna);
    } catch (err) {
      errors.set(isApiError(err) ? { generalErrors: err.generalErrors, fieldErrors: err.fieldErrors } : { generalErrors: [COMMON_TEXTS.serverError] });
    }
  };

  const summary = [...errors.general, ...errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))];
  return (
    <section className="govuk-!-margin-top-6" aria-labelledby="anonymizacia-nadpis">
      <h2 className="govuk-heading-m" id="anonymizacia-nadpis" tabIndex={-1} ref={headingRef}>
        {T.anonymizovatNadpis(osoba.displayName)}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="govuk-warning-text">
        <span className="govuk-warning-text__icon" aria-hidden="true">
          !
        </span>
        <strong className="govuk-warning-text__text">{T.anonymizovatVarovanie}</strong>
      </div>
      <form onSubmit={submit} noValidate>
        <Textarea id="dovod" label={T.dovod} hint={T.dovodHint} rows={3} maxLength={LIMITS.longText} {...errors.bind('dovod', dovod, setDovod)} />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button govuk-button--warning" disabled={anonymizovat.isPending} aria-disabled={anonymizovat.isPending || undefined}>
            {T.anonymizovatPotvrdit}
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onCancel}>
            {T.zrusit}
          </button>
        </div>
      </form>
    </section>
  );
}
