/**
 * The rights each staff area route requires (spec part 1 §6, part 2 §6). Apart from the navigation
 * (staff-nav.ts): the area routes' guards are eager parts of the route tree, on every first screen,
 * while the navigation loads with the staff header.
 */
import type { Opravnenie } from '@shared/domain/opravnenia';

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
