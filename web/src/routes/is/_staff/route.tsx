import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StaffLayout } from '@web/components/layout/staff-layout';
import { NotFoundStaff, RouteErrorContent } from '@web/components/page-errors';
import { mojProfilQuery } from '@web/features/profil/moj-profil';

/**
 * Guarded staff area (/is/…): every page loads the user's profile on entry (spec part 1 §6).
 * 401 → the API client sends the browser to /auth?navrat=<path>; 403 on moj-profil → the
 * unsynchronised-account page. Each area checks its rights once, in its layout route (`assertAnyRight`
 * in the area's route.tsx); a page that needs more rights than its area checks them too.
 */
export const Route = createFileRoute('/is/_staff')({
  beforeLoad: async ({ context }) => {
    // imported on demand: the API client and the route table (zod) stay out of the public first screen
    const { loadMojProfil } = await import('@web/features/profil/moj-profil');
    return { profil: await loadMojProfil(context.queryClient) };
  },
  component: StaffArea,
  notFoundComponent: StaffAreaNotFound,
  errorComponent: StaffAreaError,
});

function StaffArea() {
  const { data: profil } = useSuspenseQuery(mojProfilQuery);
  return (
    <StaffLayout profil={profil}>
      <Outlet />
    </StaffLayout>
  );
}

/** A page below that does not exist (a malformed or unknown id): the 404 inside the staff layout, like an error. */
function StaffAreaNotFound() {
  const profil = useQueryClient().getQueryData(mojProfilQuery.queryKey) ?? null;
  return (
    <StaffLayout profil={profil}>
      <NotFoundStaff />
    </StaffLayout>
  );
}

function StaffAreaError({ error }: { error: unknown }) {
  const profil = useQueryClient().getQueryData(mojProfilQuery.queryKey) ?? null;
  return (
    <StaffLayout profil={profil}>
      <RouteErrorContent error={error} />
    </StaffLayout>
  );
}
