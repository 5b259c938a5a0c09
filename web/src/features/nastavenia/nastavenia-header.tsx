import { LinkTabs } from '@web/components/nav-tabs';
import { MN } from './nastavenia-messages';
import './nastavenia.css';

/** Header 'Nastavenia' with the tabs 'Používatelia' and 'Organizácie' (spec part 1 §2 'Settings'). */
export function NastaveniaHeader({ active }: { active: 'pouzivatelia' | 'organizacie' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{MN.title}</h1>
      <LinkTabs
        label={MN.tabs}
        active={active}
        tabs={[
          { key: 'pouzivatelia', label: MN.tabPouzivatelia, to: '/is/pouzivatelia' },
          { key: 'organizacie', label: MN.tabOrganizacie, to: '/is/organizacie' },
        ]}
      />
    </>
  );
}
