import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@web/components/layout/page-layout';

/** Public area: header with 'Hlásenie škody' and 'Prihlásenie', public footer. No login. */
export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  ),
});
