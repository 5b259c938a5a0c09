import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAreaRights } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/osobne-udaje/… – one access guard for the area (OSOBNE_UDAJE). */
export const Route = createFileRoute('/is/_staff/osobne-udaje')({
  beforeLoad: (opts): void => assertAreaRights(opts.context.profil, opts.matches, AREA_RIGHTS['/is/osobne-udaje']),
  component: Outlet,
});
