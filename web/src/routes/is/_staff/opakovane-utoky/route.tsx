import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAreaRights } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/opakovane-utoky – a settings tab: the rights of the settings area (SPRAVA_POUZIVATELOV). */
export const Route = createFileRoute('/is/_staff/opakovane-utoky')({
  beforeLoad: (opts): void => assertAreaRights(opts.context.profil, opts.matches, AREA_RIGHTS['/is/pouzivatelia']),
  component: Outlet,
});
