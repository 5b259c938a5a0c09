import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/pouzivatelia/ – settings, users (spec part 1 §2; rights §6: SPRAVA_POUZIVATELOV). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/pouzivatelia/')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/pouzivatelia']),
  head: () => pageHead(M.titleNastavenia),
  component: () => <ModulePreparing title={M.titleNastavenia} />,
});
