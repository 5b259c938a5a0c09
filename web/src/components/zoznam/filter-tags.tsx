import type { FilterTag } from '@web/lib/list-search';
import './zoznam.css';

/** Active filters as removable tags (spec part 1 §2); the '+ N ďalších hodnôt' tag is not removable. */
export function FilterTags<S>({ tags, onRemove }: { tags: readonly FilterTag<S>[]; onRemove: (remove: Partial<S>) => void }) {
  if (!tags.length) return null;
  return (
    <ul className="es-list-tags" aria-label="Aktívne filtre">
      {tags.map((t) => (
        <li key={t.key}>
          {t.remove ? (
            <button type="button" className="es-list-tag govuk-body-s govuk-!-margin-0" onClick={() => onRemove(t.remove as Partial<S>)}>
              {t.label}
              <span aria-hidden="true">×</span>
              <span className="govuk-visually-hidden"> – odstrániť filter</span>
            </button>
          ) : (
            <span className="es-list-tag es-list-tag--static govuk-body-s govuk-!-margin-0">{t.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
