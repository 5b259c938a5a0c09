/**
 * Staff top navigation by rights (spec part 1 §2 'Staff top navigation', part 2 §6), and the
 * rights each staff area route requires (spec part 1 §6, part 2 §6). One pure definition for
 * the header, the staff home and the route guards.
 */
import { hasAnyRight, type Opravnenie } from '@shared/domain/opravnenia';
import { COMMON_TEXTS } from '../texts';

export type StaffPath =
  | '/is/oznamenia'
  | '/is/skodove-udalosti'
  | '/is/cenniky'
  | '/is/ciselniky'
  | '/is/statistiky'
  | '/is/statistiky/historicke-udaje'
  | '/is/pouzivatelia'
  | '/is/osobne-udaje';

/** A guarded page: the navigation's targets and the tabs that are no navigation target of their own. */
export type AreaPath = StaffPath | '/is/statistiky/heatmapa' | '/is/statistiky/ucinnost-opatreni' | '/is/statistiky/ocakavane-vyplaty';

/** Rights a route of each area needs (at least one of them). */
export const AREA_RIGHTS: Record<AreaPath, readonly Opravnenie[]> = {
  '/is/oznamenia': ['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD'],
  '/is/skodove-udalosti': ['EVIDENCIA_SKOD'],
  '/is/cenniky': ['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD', 'SPRAVA_CENNIKOV'],
  '/is/ciselniky': ['EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD', 'SPRAVA_CISELNIKOV'],
  '/is/statistiky': ['VYHODNOCOVANIE_UDAJOV'],
  '/is/statistiky/heatmapa': ['VYHODNOCOVANIE_UDAJOV'],
  '/is/statistiky/ucinnost-opatreni': ['VYHODNOCOVANIE_UDAJOV'],
  '/is/statistiky/ocakavane-vyplaty': ['VYHODNOCOVANIE_UDAJOV'],
  '/is/statistiky/historicke-udaje': ['VYHODNOCOVANIE_HISTORICKYCH_UDAJOV'],
  '/is/pouzivatelia': ['SPRAVA_POUZIVATELOV'],
  '/is/osobne-udaje': ['OSOBNE_UDAJE'],
};

export interface NavItem {
  key: 'oznamenia' | 'skodove-udalosti' | 'cenniky-ciselniky' | 'statistiky' | 'nastavenia' | 'osobne-udaje';
  label: string;
  to: StaffPath;
  /** Paths whose pages highlight this item. */
  section: readonly string[];
}

type User = { opravnenia: readonly string[] } | null | undefined;

export function staffNavigation(user: User): NavItem[] {
  const has = (...rights: Opravnenie[]) => hasAnyRight(user, rights);
  const items: NavItem[] = [];

  if (has('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD')) {
    items.push({ key: 'oznamenia', label: COMMON_TEXTS.navOznamenia, to: '/is/oznamenia', section: ['/is/oznamenia'] });
  }
  if (has('EVIDENCIA_SKOD')) {
    items.push({
      key: 'skodove-udalosti',
      label: COMMON_TEXTS.navSkodoveUdalosti,
      to: '/is/skodove-udalosti',
      section: ['/is/skodove-udalosti'],
    });
  }
  if (has('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD', 'SPRAVA_CENNIKOV', 'SPRAVA_CISELNIKOV')) {
    items.push({
      key: 'cenniky-ciselniky',
      label: COMMON_TEXTS.navCennikyCiselniky,
      to: has('SPRAVA_CENNIKOV', 'EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD') ? '/is/cenniky' : '/is/ciselniky',
      section: ['/is/cenniky', '/is/ciselniky'],
    });
  }
  if (has('VYHODNOCOVANIE_UDAJOV')) {
    items.push({ key: 'statistiky', label: COMMON_TEXTS.navStatistiky, to: '/is/statistiky', section: ['/is/statistiky'] });
  } else if (has('VYHODNOCOVANIE_HISTORICKYCH_UDAJOV')) {
    items.push({
      key: 'statistiky',
      label: COMMON_TEXTS.navStatistiky,
      to: '/is/statistiky/historicke-udaje',
      section: ['/is/statistiky'],
    });
  }
  if (has('SPRAVA_POUZIVATELOV')) {
    items.push({
      key: 'nastavenia',
      label: COMMON_TEXTS.navNastavenia,
      to: '/is/pouzivatelia',
      section: ['/is/pouzivatelia', '/is/organizacie', '/is/opakovane-utoky'],
    });
  }
  if (has('OSOBNE_UDAJE')) {
    items.push({ key: 'osobne-udaje', label: COMMON_TEXTS.navOsobneUdaje, to: '/is/osobne-udaje', section: ['/is/osobne-udaje'] });
  }
  return items;
}

export const isInSection = (pathname: string, item: NavItem) =>
  item.section.some((s) => pathname === s || pathname.startsWith(`${s}/`));
