import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/oznamenia/ – notification list (spec part 1 §2; rights §6: EVIDENCIA_OZNAMENI or EVIDENCIA_SKOD). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/oznamenia/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  head: () => pageHead(M.titleOznamenia),
  component: () => <ModulePreparing title={M.titleOznamenia} />,
});
