import { useEffect, useRef } from 'react';
import { focusErrorTarget, scheduleScrollToFirstError } from '@web/lib/scroll-to-error';
import { COMMON_TEXTS } from '@web/texts';

export interface ErrorSummaryItem {
  text: string;
  /** '#fieldId' of the field the error belongs to. */
  href?: string;
}

/**
 * The summary lists errors in the order of their fields on the page (general errors first), not in
 * the order a schema happened to report them. Fields not on the page keep their place at the end.
 */
export function inPageOrder(items: ErrorSummaryItem[], doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ErrorSummaryItem[] {
  const el = (i: ErrorSummaryItem) => (doc && i.href?.startsWith('#') ? doc.getElementById(decodeURIComponent(i.href.slice(1))) : null);
  const general = items.filter((i) => !i.href);
  const placed = items.filter((i) => i.href && el(i));
  const elsewhere = items.filter((i) => i.href && !el(i));
  placed.sort((a, b) => {
    const ea = el(a) as Element;
    const eb = el(b) as Element;
    return ea === eb ? 0 : ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return [...general, ...placed, ...elsewhere];
}

/** ID-SK error summary; scrolls to the first error 100 ms after it appears (spec part 1 §8). */
export function ErrorSummary({ errors, title = COMMON_TEXTS.errorSummaryTitle }: { errors: (string | ErrorSummaryItem)[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => (typeof e === 'string' ? e : e.text)).join('\n');
  useEffect(() => {
    if (!key) return;
    return scheduleScrollToFirstError(document);
  }, [key]);
  if (errors.length === 0) return null;
  const items = inPageOrder(errors.map((e) => (typeof e === 'string' ? { text: e } : e)));
  return (
    <div ref={ref} className="govuk-error-summary" aria-labelledby="error-summary-title" role="alert" tabIndex={-1}>
      <h2 className="govuk-error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {items.map((item) => {
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
