import { AnonymizovaneMark } from '@web/components/anonymizovane-mark';
import { Link } from '@tanstack/react-router';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_STAV_BADGE, SKODOVA_UDALOST_STAV_LABELS, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { Breadcrumbs } from '@web/components/breadcrumbs';
import { NavTabs } from '@web/components/nav-tabs';
import '@web/components/record-header.css';
import { SKODOVE_UDALOSTI_TEXTS } from './skodove-udalosti-texts';

/** The eight tabs of a damage event (spec part 2 §2), in their order, with the path under /is/skodove-udalosti/{uuid}. */
export const SKODOVA_UDALOST_TABS = [
  { key: 'skodova-udalost', label: 'ŠK. UDALOSŤ', path: '' },
  { key: 'predmet-skody', label: 'Predmet škody', path: '/predmet-skody' },
  { key: 'opatrenia', label: 'Opatrenia', path: '/opatrenia' },
  { key: 'stanovisko', label: 'Stanovisko', path: '/zaverecne-stanovisko' },
  { key: 'poskodeny', label: 'Poškodený', path: '/poskodeny' },
  { key: 'fotografie', label: 'Fotografie', path: '/fotografie' },
  { key: 'prilohy', label: 'Prílohy', path: '/prilohy' },
  { key: 'konanie', label: 'Konanie', path: '/konanie' },
] as const;
export type SkodovaUdalostTab = (typeof SKODOVA_UDALOST_TABS)[number]['key'];

/** The state badge of a damage event (label and colour, spec part 2 §4). */
export function SkodovaUdalostStavTag({ stav }: { stav: SkodovaUdalostStav }) {
  return <strong className={`govuk-tag es-tag es-stav--${SKODOVA_UDALOST_STAV_BADGE[stav]}`}>{SKODOVA_UDALOST_STAV_LABELS[stav]}</strong>;
}

/**
 * Header of every damage-event screen (spec part 2 §2): breadcrumb 'Škodové udalosti' > 'Detail šk.
 * udalosti', code, state badge and the eight tabs.
 */
export function SkodovaUdalostHeader({ su, active }: { su: Pick<SkodovaUdalostDetail, 'uuid' | 'kod' | 'stav' | 'anonymizovane'>; active: SkodovaUdalostTab }) {
  const tabs = SKODOVA_UDALOST_TABS.map((t) => ({
    key: t.key,
    selected: t.key === active,
    link: (
      // the paths are built from the table above; each is a route of its own screen
      <Link className="govuk-tabs__tab" to={`/is/skodove-udalosti/${su.uuid}${t.path}` as '/'} aria-current={t.key === active ? 'page' : undefined}>
        {t.label}
      </Link>
    ),
  }));
  return (
    <>
      <Breadcrumbs items={[{ label: SKODOVE_UDALOSTI_TEXTS.skodoveUdalosti, href: '/is/skodove-udalosti' }, { label: SKODOVE_UDALOSTI_TEXTS.detail }]} />
      <div className="es-ozn-header">
        <h1 className="govuk-heading-l">{SKODOVE_UDALOSTI_TEXTS.heading(su.kod)}</h1>
        <SkodovaUdalostStavTag stav={su.stav} />
      </div>
      <AnonymizovaneMark datum={su.anonymizovane} />
      <NavTabs label={SKODOVE_UDALOSTI_TEXTS.tabsLabel} tabs={tabs} />
    </>
  );
}
