import type { ReactNode } from 'react';
import { MAIN_ID } from '../skip-link';
import { StatusMessages } from '../status-messages';
import { Footer } from './footer';
import { PublicHeader } from './public-header';

/** The page's main region under either header (the staff one is in staff-layout.tsx, loaded with the staff screens). */
export function Main({ children }: { children: ReactNode }) {
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
