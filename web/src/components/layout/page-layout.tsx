import type { ReactNode } from 'react';
import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { MAIN_ID } from '../skip-link';
import { StatusMessages } from '../status-messages';
import { Footer } from './footer';
import { PublicHeader } from './public-header';
import { StaffHeader } from './staff-header';

function Main({ children }: { children: ReactNode }) {
  return (
    <div className="es-page__main">
      <div className="govuk-width-container">
        <main className="govuk-main-wrapper" id={MAIN_ID} tabIndex={-1}>
          <StatusMessages />
          {children}
        </main>
      </div>
    </div>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="es-page">
      <PublicHeader />
      <Main>{children}</Main>
      <Footer variant="public" />
    </div>
  );
}

/** `profil` null: a signed-in account without a product user (no navigation, only logout). */
export function StaffLayout({ profil, children }: { profil: Pouzivatel | null; children: ReactNode }) {
  return (
    <div className="es-page">
      <StaffHeader profil={profil} />
      <Main>{children}</Main>
      <Footer variant={profil ? 'staff' : 'public'} />
    </div>
  );
}
