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
