import './table-kit/table-kit.css';

export const PAGER_TEXT = (from: number, to: number, total: number) => `Zobrazených ${from} - ${to} z ${total} záznamov`;

export interface PagerProps {
  /** 1-based page being shown. */
  page: number;
  size: number;
  total: number;
  /** Rows on this page (a page past the end has none). */
  shown: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Paging under a list (spec part 1 §2): 'Zobrazených a - b z N záznamov', previous/next and page numbers. */
export function Pager({ page, size, total, shown, onPage, label = 'Stránkovanie' }: PagerProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / size));
  const from = shown > 0 ? (page - 1) * size + 1 : 0;
  const to = shown > 0 ? from + shown - 1 : 0;
  const numbers = pageNumbers(page, pages);
  return (
    <nav className="es-pager" aria-label={label}>
      <p className="govuk-body-s es-pager__summary" aria-live="polite">
        {PAGER_TEXT(from, to, total)}
      </p>
      {pages > 1 && (
        <ul className="es-pager__list govuk-body-s govuk-!-margin-bottom-0">
          {page > 1 && (
            <li>
              <button type="button" className="es-pager__link govuk-link" onClick={() => onPage(Math.min(page - 1, pages))}>
                ‹ Predchádzajúca<span className="govuk-visually-hidden"> stránka</span>
              </button>
            </li>
          )}
          {numbers.map((n, i) =>
            n === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
              <li key={`gap-${i}`} className="es-pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                {n === page ? (
                  <span className="es-pager__current" aria-current="page">
                    <span className="govuk-visually-hidden">Stránka </span>
                    {n}
                  </span>
                ) : (
                  <button type="button" className="es-pager__link govuk-link" onClick={() => onPage(n)}>
                    <span className="govuk-visually-hidden">Stránka </span>
                    {n}
                  </button>
                )}
              </li>
            ),
          )}
          {page < pages && (
            <li>
              <button type="button" className="es-pager__link govuk-link" onClick={() => onPage(page + 1)}>
                Nasledujúca<span className="govuk-visually-hidden"> stránka</span> ›
              </button>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}
