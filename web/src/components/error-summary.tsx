import { useEffect, useRef } from 'react';
import { focusErrorTarget, scheduleScrollToFirstError } from '../lib/scroll-to-error';
import { M } from '../messages';

export interface ErrorSummaryItem {
  text: string;
  /** '#fieldId' of the field the error belongs to. */
  href?: string;
}

/** ID-SK error summary; scrolls to the first error 100 ms after it appears (spec part 1 §8). */
export function ErrorSummary({ errors, title = M.errorSummaryTitle }: { errors: (string | ErrorSummaryItem)[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => (typeof e === 'string' ? e : e.text)).join('\n');
  useEffect(() => {
    if (!key) return;
    return scheduleScrollToFirstError(document);
  }, [key]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="govuk-error-summary" aria-labelledby="error-summary-title" role="alert" tabIndex={-1}>
      <h2 className="govuk-error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {errors.map((e) => {
            const item = typeof e === 'string' ? { text: e } : e;
            const href = item.href;
            return (
              <li key={item.text}>
                {href ? (
                  <a
                    href={href}
                    onClick={(e) => {
                      if (href.startsWith('#') && focusErrorTarget(decodeURIComponent(href.slice(1)))) e.preventDefault();
                    }}
                  >
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
