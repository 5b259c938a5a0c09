import type { ReactNode } from 'react';
import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { Footer } from './footer';
import { Main } from './page-layout';
import { StaffHeader } from './staff-header';

/**
 * The staff pages' layout. A module of its own so that the staff header and navigation load with the
 * staff screens, not with every public page (the public layout is on the wizard's first screen).
 * `profil` null: a signed-in account without a product user (no navigation, only logout).
 */
export function StaffLayout({ profil, children }: { profil: Pouzivatel | null; children: ReactNode }) {
  return (
    <div className="es-page">
      <StaffHeader profil={profil} />
      <Main>{children}</Main>
      <Footer variant={profil ? 'staff' : 'public'} />
    </div>
  );
}
