import { Link } from '@tanstack/react-router';

/** A step of the trail: a link (`href`) or, for the last one, the current page (no `href`). */
export interface Crumb {
  label: string;
  href?: string;
}

/** ID-SK breadcrumbs of the staff detail screens, e.g. 'Škodové udalosti' > 'Detail šk. udalosti'. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="govuk-breadcrumbs" aria-label="Omrvinková navigácia">
      <ol className="govuk-breadcrumbs__list">
        {items.map((c) =>
          c.href ? (
            <li className="govuk-breadcrumbs__list-item" key={c.href}>
              <Link className="govuk-breadcrumbs__link" to={c.href as '/'}>
                {c.label}
              </Link>
            </li>
          ) : (
            <li className="govuk-breadcrumbs__list-item" aria-current="page" key={`current-${c.label}`}>
              {c.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
