import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PublicLayout } from '@web/components/layout/page-layout';
import { registerServiceWorker } from '@web/lib/service-worker';

/** Public area: header with 'Hlásenie škody' and 'Prihlásenie', public footer. No login. Installable, works offline after one visit. */
export const Route = createFileRoute('/_public')({
  component: PublicArea,
});

function PublicArea() {
  useEffect(() => registerServiceWorker(), []);
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
