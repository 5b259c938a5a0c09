/**
 * The statistics tabs (spec part 1 §2 'Statistics'): 'Tabuľka' and 'Heatmapa' with VYHODNOCOVANIE_UDAJOV
 * (so the two analyses 'Účinnosť opatrení' and 'Očakávané výplaty', beyond the spec),
 * 'Hist. údaje' with VYHODNOCOVANIE_HISTORICKYCH_UDAJOV; a tab shows only with its right. Tabuľka and
 * Heatmapa share the URL filter: a tab link carries the current filter over (page and sort stay behind).
 */
import { Link } from '@tanstack/react-router';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { NavTabs } from '@web/components/nav-tabs';
import { type AreaPath, AREA_RIGHTS } from '@web/lib/area-rights';
import { filterSearch, type StatistikySearch } from './statistiky-search';

export type StatistikyTab = 'tabulka' | 'heatmapa' | 'historicke-udaje' | 'ucinnost-opatreni' | 'ocakavane-vyplaty';

const TABS: readonly { key: StatistikyTab; label: string; to: AreaPath; filter: boolean }[] = [
  { key: 'tabulka', label: 'Tabuľka', to: '/is/statistiky', filter: true },
  { key: 'heatmapa', label: 'Heatmapa', to: '/is/statistiky/heatmapa', filter: true },
  { key: 'historicke-udaje', label: 'Hist. údaje', to: '/is/statistiky/historicke-udaje', filter: false },
  { key: 'ucinnost-opatreni', label: 'Účinnosť opatrení', to: '/is/statistiky/ucinnost-opatreni', filter: false },
  { key: 'ocakavane-vyplaty', label: 'Očakávané výplaty', to: '/is/statistiky/ocakavane-vyplaty', filter: false },
];

/** `search`: the current filter of Tabuľka or Heatmapa (absent on 'Hist. údaje': the other tabs open with the default filter). */
export function StatistikyTabs({ active, profil, search }: { active: StatistikyTab; profil: { opravnenia: readonly string[] }; search?: StatistikySearch }) {
  const filter = search ? filterSearch(search) : {};
  return (
    <NavTabs
      label="Štatistiky"
      tabs={TABS.filter((t) => hasAnyRight(profil, AREA_RIGHTS[t.to])).map((t) => ({
        key: t.key,
        selected: t.key === active,
        link: (
          <Link className="govuk-tabs__tab" to={t.to as '/is/statistiky'} search={t.filter ? filter : {}} aria-current={t.key === active ? 'page' : undefined}>
            {t.label}
          </Link>
        ),
      }))}
    />
  );
}
