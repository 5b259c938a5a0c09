import type { HTMLAttributes, ReactNode } from 'react';

export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  /** A hint under the value (e.g. why it cannot be changed). */
  hint?: ReactNode;
  /** React key; the label when it is a string. */
  key?: string;
  /** Attributes of the value cell (a test id, a style). */
  valueProps?: HTMLAttributes<HTMLElement> & { 'data-testid'?: string };
}

/**
 * ID-SK summary list: a label and a value a row (a record's read-only fields). Falsy rows are
 * left out, so a row shown only sometimes is `cond && { … }`.
 */
export function SummaryList({ rows, noBorder, className }: { rows: readonly (SummaryRow | false | null | undefined)[]; noBorder?: boolean; className?: string }) {
  const classes = ['govuk-summary-list', noBorder && 'govuk-summary-list--no-border', className].filter(Boolean).join(' ');
  return (
    <dl className={classes}>
      {rows.map(
        (r) =>
          r && (
            <div className="govuk-summary-list__row" key={r.key ?? String(r.label)}>
              <dt className="govuk-summary-list__key">{r.label}</dt>
              <dd className="govuk-summary-list__value" {...r.valueProps}>
                {r.value}
                {r.hint !== undefined && <div className="govuk-hint govuk-!-margin-bottom-0">{r.hint}</div>}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
