import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import type { WizardKrok } from '@shared/domain/wizard';
import { ErrorSummary, type ErrorSummaryItem } from '@web/components/error-summary';
import type { FormErrors } from '@web/components/form/field-errors';
import { Stepper } from '@web/components/stepper';
import { PRODUCT_SLUG } from '@web/lib/product';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { CancelDraft } from './cancel-draft';
import { DeviceDraftNotice, KeptOnDeviceNote } from './device-notice';
import { STEP_ROUTES, stepMarks } from './step-guard';
import './wizard.css';

/** Element id of a field named by the server ('adresa.obecId' → 'adresa-obecId'). */
export const fieldId = (fieldName: string) => fieldName.replace(/\.\d+$/, '').replace(/\./g, '-');

/** Error summary items: general errors as text, field errors as links to their field. */
export function summaryItems(errors: FormErrors): ErrorSummaryItem[] {
  return [...errors.general.map((text) => ({ text })), ...errors.fields.map((f) => ({ text: f.message, href: `#${fieldId(f.fieldName)}` }))];
}

/** One wizard screen: stepper, heading, error summary (focused when it appears), content. */
export function WizardPage({
  step,
  krok,
  title,
  errors,
  errorsVersion,
  children,
  prerendered = false,
}: {
  step: WizardKrok;
  krok: WizardKrok | null;
  title: string;
  errors: ErrorSummaryItem[];
  /** Changes with every failed submit, so the summary takes focus again. */
  errorsVersion: number;
  children: ReactNode;
  /** Static HTML before the app starts (web/src/prerender.tsx): only what works without the app – no device notice, no 'Zrušiť oznámenie'. */
  prerendered?: boolean;
}) {
  const marks = stepMarks(krok);
  const current = marks.findIndex((m) => m.krok === step);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorsVersion === 0) return;
    summaryRef.current?.querySelector<HTMLElement>('.govuk-error-summary')?.focus({ preventScroll: true });
  }, [errorsVersion]);
  return (
    <div className="govuk-grid-row es-wizard">
      <div className="govuk-grid-column-two-thirds-from-desktop">
        <Stepper
          current={current}
          steps={marks.map((m) => ({
            label: m.label,
            done: m.done,
            link: m.open
              ? (children: ReactNode) => (
                  <Link to={STEP_ROUTES[m.krok]} params={{ produkt: PRODUCT_SLUG }}>
                    {children}
                  </Link>
                )
              : undefined,
          }))}
        />
        <div ref={summaryRef}>
          <ErrorSummary errors={errors} />
        </div>
        <h1 className="govuk-heading-l">{title}</h1>
        {!prerendered && <DeviceDraftNotice step={step} />}
        {children}
        {!prerendered && <CancelDraft note={<KeptOnDeviceNote />} />}
      </div>
    </div>
  );
}

/** 'Späť' link-button and the submit button of a step. */
export function StepButtons({ back, submitLabel, busy, busyLabel }: { back?: WizardKrok; submitLabel: string; busy: boolean; busyLabel: string }) {
  return (
    <div className="govuk-button-group es-wizard__buttons">
      <button type="submit" className="govuk-button" data-module="govuk-button" disabled={busy} aria-disabled={busy ? true : undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
      {back && (
        <Link to={STEP_ROUTES[back]} params={{ produkt: PRODUCT_SLUG }} className="govuk-button govuk-button--secondary" draggable={false}>
          {WIZARD_SCREEN_TEXTS.back}
        </Link>
      )}
    </div>
  );
}
