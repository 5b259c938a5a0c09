import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/statistiky/ – statistics table (spec part 1 §2; rights §6: VYHODNOCOVANIE_UDAJOV). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/statistiky/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky']),
  head: () => pageHead(M.titleStatistiky),
  component: () => <ModulePreparing title={M.titleStatistiky} />,
});
