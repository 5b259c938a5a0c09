import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAreaRights } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/oznamenia/… – one access guard for the area (spec part 1 §6: EVIDENCIA_OZNAMENI or EVIDENCIA_SKOD); a page that needs more checks that too. */
export const Route = createFileRoute('/is/_staff/oznamenia')({
  beforeLoad: (opts): void => assertAreaRights(opts.context.profil, opts.matches, AREA_RIGHTS['/is/oznamenia']),
  component: Outlet,
});
