import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAreaRights } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/pouzivatelia/… – one access guard for the area (spec part 1 §6: SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/pouzivatelia')({
  beforeLoad: (opts): void => assertAreaRights(opts.context.profil, opts.matches, AREA_RIGHTS['/is/pouzivatelia']),
  component: Outlet,
});
