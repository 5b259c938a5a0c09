import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/ciselniky/ – code lists (spec part 2 §2; rights part 2 §6: EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD or SPRAVA_CISELNIKOV). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/ciselniky/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/ciselniky']),
  head: () => pageHead(M.titleCiselniky),
  component: () => <ModulePreparing title={M.titleCiselniky} />,
});
