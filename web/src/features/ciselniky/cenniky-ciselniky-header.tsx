import { LinkTabs } from '@web/components/nav-tabs';
import { MC } from './ciselniky-messages';

/** Page 'Cenníky a číselníky' with the tabs Cenníky and Číselníky (spec part 2 §2 'Code lists'). */
export function CennikyCiselnikyHeader({ active }: { active: 'cenniky' | 'ciselniky' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{MC.title}</h1>
      <LinkTabs
        label={MC.tabs}
        active={active}
        tabs={[
          { key: 'cenniky', label: MC.tabCenniky, to: '/is/cenniky' },
          { key: 'ciselniky', label: MC.tabCiselniky, to: '/is/ciselniky' },
        ]}
      />
    </>
  );
}
