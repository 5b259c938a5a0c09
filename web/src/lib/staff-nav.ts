/**
 * Staff top navigation by rights (spec part 1 §2 'Staff top navigation', part 2 §6): one pure
 * definition for the header and the staff home. The areas' rights are in area-rights.ts.
 */
import { hasAnyRight, type Opravnenie } from '@shared/domain/opravnenia';
import { COMMON_TEXTS } from '../texts';
import type { StaffPath } from './area-rights';

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
