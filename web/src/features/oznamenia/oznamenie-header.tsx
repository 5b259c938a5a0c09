import { Link } from '@tanstack/react-router';
import type { OznamenieDetail } from '@shared/api/oznamenia';
import { AnonymizovaneMark } from '@web/components/anonymizovane-mark';
import { Breadcrumbs } from '@web/components/breadcrumbs';
import { NavTabs } from '@web/components/nav-tabs';
import { COMMON_TEXTS } from '@web/texts';
import { StavTag } from './stav-tag';

export type OznamenieTab = 'oznamenie' | 'poskodeny' | 'fotografie' | 'prilohy' | 'data-z-webu';

/**
 * Header of every notification screen (spec part 1 §2 'Notification detail'): breadcrumb, code,
 * state badge, 'from web', and the tabs Oznámenie / Poškodený / Fotografie / Dáta z webu (web only).
 */
export function OznamenieHeader({ o, active }: { o: OznamenieDetail; active: OznamenieTab }) {
  const tab = (key: OznamenieTab, label: string, link: React.ReactNode) => ({ key, selected: key === active, link, label });
  const tabs = [
    tab(
      'oznamenie',
      'Oznámenie',
      <Link className="govuk-tabs__tab" to="/is/oznamenia/$uuid" params={{ uuid: o.uuid }} aria-current={active === 'oznamenie' ? 'page' : undefined}>
        Oznámenie
      </Link>,
    ),
    // the injured party screens belong to the injured-party feature
    tab(
      'poskodeny',
      'Poškodený',
      <Link className="govuk-tabs__tab" to="/is/oznamenia/$uuid/poskodeny" params={{ uuid: o.uuid }} aria-current={active === 'poskodeny' ? 'page' : undefined}>
        Poškodený
      </Link>,
    ),
    tab(
      'fotografie',
      'Fotografie',
      <Link className="govuk-tabs__tab" to="/is/oznamenia/$uuid/fotografie" params={{ uuid: o.uuid }} aria-current={active === 'fotografie' ? 'page' : undefined}>
        Fotografie
      </Link>,
    ),
    tab(
      'prilohy',
      'Prílohy',
      <Link className="govuk-tabs__tab" to="/is/oznamenia/$uuid/prilohy" params={{ uuid: o.uuid }} aria-current={active === 'prilohy' ? 'page' : undefined}>
        Prílohy
      </Link>,
    ),
    ...(o.isFromWeb
      ? [
          tab(
            'data-z-webu',
            'Dáta z webu',
            <Link className="govuk-tabs__tab" to="/is/oznamenia/$uuid/data-z-webu" params={{ uuid: o.uuid }} aria-current={active === 'data-z-webu' ? 'page' : undefined}>
              Dáta z webu
            </Link>,
          ),
        ]
      : []),
  ];
  return (
    <>
      <Breadcrumbs items={[{ label: COMMON_TEXTS.titleOznamenia, href: '/is/oznamenia' }, { label: o.kod }]} />
      <div className="es-ozn-header">
        <h1 className="govuk-heading-l">Oznámenie {o.kod}</h1>
        <StavTag stav={o.oznamenieStav} />
        {o.isFromWeb && <strong className="govuk-tag govuk-tag--grey es-tag">Z WEBU</strong>}
        {o.vytvorilPouzivatel && <span className="govuk-body-s govuk-!-margin-0">Vytvoril: {o.vytvorilPouzivatel}</span>}
      </div>
      <AnonymizovaneMark datum={o.anonymizovane} />
      <NavTabs label="Časti oznámenia" tabs={tabs} />
    </>
  );
}
