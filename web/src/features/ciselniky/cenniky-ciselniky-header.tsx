import { Link } from '@tanstack/react-router';
import { NavTabs } from '../../components/nav-tabs';
import { MC } from './ciselniky-messages';

/** Page 'Cenníky a číselníky' with the tabs Cenníky and Číselníky (spec part 2 §2 'Code lists'). */
export function CennikyCiselnikyHeader({ active }: { active: 'cenniky' | 'ciselniky' }) {
  return (
    <>
      <h1 className="govuk-heading-l">{MC.title}</h1>
      <NavTabs
        label={MC.tabs}
        tabs={[
          {
            key: 'cenniky',
            selected: active === 'cenniky',
            link: (
              <Link className="govuk-tabs__tab" to="/is/cenniky" aria-current={active === 'cenniky' ? 'page' : undefined}>
                {MC.tabCenniky}
              </Link>
            ),
          },
          {
            key: 'ciselniky',
            selected: active === 'ciselniky',
            link: (
              <Link className="govuk-tabs__tab" to="/is/ciselniky" aria-current={active === 'ciselniky' ? 'page' : undefined}>
                {MC.tabCiselniky}
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
