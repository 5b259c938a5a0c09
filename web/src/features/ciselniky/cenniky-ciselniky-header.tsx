import { LinkTabs } from '@web/components/nav-tabs';
import { CISELNIKY_TEXTS } from './ciselniky-texts';

/** Page 'Cenníky a číselníky' with the tabs Cenníky and Číselníky (spec part 2 §2 'Code lists'). */
export function CennikyCiselnikyHeader({ active }: { active: 'cenniky' | 'ciselniky' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{CISELNIKY_TEXTS.title}</h1>
      <LinkTabs
        label={CISELNIKY_TEXTS.tabs}
        active={active}
        tabs={[
          { key: 'cenniky', label: CISELNIKY_TEXTS.tabCenniky, to: '/is/cenniky' },
          { key: 'ciselniky', label: CISELNIKY_TEXTS.tabCiselniky, to: '/is/ciselniky' },
        ]}
      />
    </>
  );
}
