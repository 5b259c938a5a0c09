import type { ReactNode } from 'react';
import './table-kit.css';

export interface NavTab {
  key: string;
  /** The link (e.g. a router Link with className 'govuk-tabs__tab'). */
  link: ReactNode;
  selected: boolean;
}

/** ID-SK tabs as page navigation: each tab is a link to its own URL (e.g. Nastavenia: Používatelia / Organizácie). */
export function NavTabs({ label, tabs }: { label: string; tabs: readonly NavTab[] }) {
  return (
    <nav className="govuk-tabs es-nav-tabs" aria-label={label}>
      <ul className="govuk-tabs__list">
        {tabs.map((t) => (
          <li key={t.key} className={`govuk-tabs__list-item${t.selected ? ' govuk-tabs__list-item--selected' : ''}`}>
            {t.link}
          </li>
        ))}
      </ul>
    </nav>
  );
}
