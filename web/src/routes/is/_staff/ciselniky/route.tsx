import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assertAnyRight } from '@web/lib/rights-guard';
import { AREA_RIGHTS } from '@web/lib/area-rights';

/** /is/ciselniky/… – one access guard for the area (spec part 2 §6: EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD or SPRAVA_CISELNIKOV). */
export const Route = createFileRoute('/is/_staff/ciselniky')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/ciselniky']),
  component: Outlet,
});
