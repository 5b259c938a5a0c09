import { Link } from '@tanstack/react-router';
import { NavTabs } from '../../components/nav-tabs';
import { MN } from './nastavenia-messages';
import './nastavenia.css';

/** Header 'Nastavenia' with the tabs 'Používatelia' and 'Organizácie' (spec part 1 §2 'Settings'). */
export function NastaveniaHeader({ active }: { active: 'pouzivatelia' | 'organizacie' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{MN.title}</h1>
      <NavTabs
        label={MN.tabs}
        tabs={[
          {
            key: 'pouzivatelia',
            selected: active === 'pouzivatelia',
            link: (
              <Link className="govuk-tabs__tab" to="/is/pouzivatelia" aria-current={active === 'pouzivatelia' ? 'page' : undefined}>
                {MN.tabPouzivatelia}
              </Link>
            ),
          },
          {
            key: 'organizacie',
            selected: active === 'organizacie',
            link: (
              <Link className="govuk-tabs__tab" to="/is/organizacie" aria-current={active === 'organizacie' ? 'page' : undefined}>
                {MN.tabOrganizacie}
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
