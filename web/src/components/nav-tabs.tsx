import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './table-kit/table-kit.css';

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

export interface LinkTab<K extends string> {
  key: K;
  label: string;
  /** A staff page path without parameters, e.g. '/is/organizacie'. */
  to: string;
}

/** Tabs that lead to sibling pages of one area (e.g. Nastavenia, Cenníky a číselníky); the active one is the current page. */
export function LinkTabs<K extends string>({ label, tabs, active }: { label: string; tabs: readonly LinkTab<K>[]; active: K }) {
  return (
    <NavTabs
      label={label}
      tabs={tabs.map((t) => ({
        key: t.key,
        selected: t.key === active,
        link: (
          <Link className="govuk-tabs__tab" to={t.to as '/'} aria-current={t.key === active ? 'page' : undefined}>
            {t.label}
          </Link>
        ),
      }))}
    />
  );
}
