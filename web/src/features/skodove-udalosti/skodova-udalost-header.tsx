import { Link } from '@tanstack/react-router';
import type { SkodovaUdalostDetail } from '../../../../shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_STAV_BADGE, SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '../../../../shared/domain/skodova-udalost';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NavTabs } from '../../components/nav-tabs';
import '../oznamenia/oznamenia.css';
import { MSU } from './skodove-udalosti-messages';

export type SkodovaUdalostTab = 'skodova-udalost' | 'poskodeny';

/** The state badge of a damage event (label and colour, spec part 2 §4). */
export function SkodovaUdalostStavTag({ stav }: { stav: SkodovaUdalostStav }) {
  return <strong className={`govuk-tag es-tag es-stav--${SKODOVA_UDALOST_STAV_BADGE[stav]}`}>{SKODOVA_UDALOST_STAV_LABELS[stav]}</strong>;
}

/**
 * Header of the damage-event screens (spec part 2 §2): breadcrumb 'Škodové udalosti' > 'Detail šk.
 * udalosti', code, state badge and the tabs. Only the tabs with a screen are shown (ŠK. UDALOSŤ,
 * Poškodený); the others come with their screens.
 */
export function SkodovaUdalostHeader({ su, active }: { su: SkodovaUdalostDetail; active: SkodovaUdalostTab }) {
  const current = (key: SkodovaUdalostTab) => (key === active ? 'page' : undefined);
  const tabs = [
    {
      key: 'skodova-udalost',
      selected: active === 'skodova-udalost',
      link: (
        <Link className="govuk-tabs__tab" to="/is/skodove-udalosti/$uuid" params={{ uuid: su.uuid }} aria-current={current('skodova-udalost')}>
          {MSU.tabSkodovaUdalost}
        </Link>
      ),
    },
    {
      key: 'poskodeny',
      selected: active === 'poskodeny',
      link: (
        <Link className="govuk-tabs__tab" to="/is/skodove-udalosti/$uuid/poskodeny" params={{ uuid: su.uuid }} aria-current={current('poskodeny')}>
          {MSU.tabPoskodeny}
        </Link>
      ),
    },
  ];
  return (
    <>
      <Breadcrumbs items={[{ label: MSU.skodoveUdalosti, href: '/is/skodove-udalosti' }, { label: MSU.detail }]} />
      <div className="es-ozn-header">
        <h1 className="govuk-heading-l">{MSU.heading(su.kod)}</h1>
        <SkodovaUdalostStavTag stav={su.stav} />
      </div>
      <NavTabs label={MSU.tabsLabel} tabs={tabs} />
    </>
  );
}
