import { redirect } from '@tanstack/react-router';
import { hasAnyRight, type Opravnenie } from '@shared/domain/opravnenia';

/**
 * Route guard: at least one of the rights, else the forbidden page (spec part 1 §6). The profile
 * comes from the staff layout's beforeLoad, which loads it on entry of every guarded page.
 */
export function assertAnyRight(profil: { opravnenia: readonly string[] }, anyOf: readonly Opravnenie[]): void {
  if (!hasAnyRight(profil, anyOf)) {
    throw redirect({ to: '/is/nedostatocne-opravnenie' });
  }
}

/**
 * The guard of an area's layout route: at least one of the rights for every page below it. A page
 * whose URL parameters or search do not parse keeps its own outcome (a malformed uuid is not found,
 * whatever the rights): the router raises that error only when it reaches the page, after the
 * layout's beforeLoad.
 */
export function assertAreaRights(
  profil: { opravnenia: readonly string[] },
  matches: readonly { paramsError?: unknown; searchError?: unknown }[],
  anyOf: readonly Opravnenie[],
): void {
  if (matches.some((m) => m.paramsError !== undefined || m.searchError !== undefined)) return;
  assertAnyRight(profil, anyOf);
}
