import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/skodove-udalosti/ – damage events (spec part 2 §2; rights part 2 §6: EVIDENCIA_SKOD only). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  head: () => pageHead(M.titleSkodoveUdalosti),
  component: () => <ModulePreparing title={M.titleSkodoveUdalosti} />,
});
