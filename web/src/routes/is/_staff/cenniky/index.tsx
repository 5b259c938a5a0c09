import { createFileRoute } from '@tanstack/react-router';
import { CennikyCiselnikyHeader } from '../../../../features/ciselniky/cenniky-ciselniky-header';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/cenniky/ – price lists (spec part 2 §2; rights part 2 §6: EVIDENCIA_OZNAMENI, EVIDENCIA_SKOD or SPRAVA_CENNIKOV). Screens come with the price-list issue. */
export const Route = createFileRoute('/is/_staff/cenniky/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/cenniky']),
  head: () => pageHead(M.titleCenniky),
  component: () => (
    <>
      <CennikyCiselnikyHeader active="cenniky" />
      <p className="govuk-body">{M.modulePreparing}</p>
    </>
  ),
});
