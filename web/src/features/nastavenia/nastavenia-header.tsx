import { OPAKOVANY_UTOK_TEXTS } from '@shared/api/opakovane-utoky';
import { LinkTabs } from '@web/components/nav-tabs';
import { NASTAVENIA_TEXTS } from './nastavenia-texts';
import './nastavenia.css';

/** Header 'Nastavenia' with the tabs 'Používatelia' and 'Organizácie' (spec part 1 §2 'Settings'). */
export function NastaveniaHeader({ active }: { active: 'pouzivatelia' | 'organizacie' | 'opakovane-utoky' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{NASTAVENIA_TEXTS.title}</h1>
      <LinkTabs
        label={NASTAVENIA_TEXTS.tabs}
        active={active}
        tabs={[
          { key: 'pouzivatelia', label: NASTAVENIA_TEXTS.tabPouzivatelia, to: '/is/pouzivatelia' },
          { key: 'organizacie', label: NASTAVENIA_TEXTS.tabOrganizacie, to: '/is/organizacie' },
          { key: 'opakovane-utoky', label: OPAKOVANY_UTOK_TEXTS.nastavenieTitle, to: '/is/opakovane-utoky' },
        ]}
      />
    </>
  );
}
