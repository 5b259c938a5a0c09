import { Link } from '@tanstack/react-router';
import { CENNIK_DEFS, CENNIK_TYPY, type CennikTyp, cennikSlug } from '@shared/domain/cennik';
import { CENNIKY_TEXTS } from './cenniky-texts';

/** The price-list types on the left (spec part 2 §2). */
export function CennikTypyNav({ active }: { active: CennikTyp }) {
  return (
    <nav aria-label={CENNIKY_TEXTS.typy} className="es-cenniky-nav">
      <ul className="govuk-list">
        {CENNIK_TYPY.map((t) => (
          <li key={t}>
            <Link
              className="govuk-link"
              to="/is/cenniky/$name"
              params={{ name: cennikSlug(t) }}
              aria-current={t === active ? 'page' : undefined}
              style={t === active ? { fontWeight: 700 } : undefined}
            >
              {CENNIK_DEFS[t].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
