import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAnyRight } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/cenniky/… – one access guard for the area (spec part 2 §6: EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD or SPRAVA_CENNIKOV). */
export const Route = createFileRoute('/is/_staff/cenniky')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/cenniky']),
  component: Outlet,
});
