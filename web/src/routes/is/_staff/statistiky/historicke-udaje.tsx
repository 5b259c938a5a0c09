import { createFileRoute } from '@tanstack/react-router';
import { ModulePreparing } from '../../../../components/module-preparing';
import { assertAnyRight } from '../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../lib/page-head';
import { M } from '../../../../messages';

/** /is/statistiky/historicke-udaje – historical data (spec part 1 §2; rights §6: VYHODNOCOVANIE_HISTORICKYCH_UDAJOV). Screens come with a later issue. */
export const Route = createFileRoute('/is/_staff/statistiky/historicke-udaje')({
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/statistiky/historicke-udaje']),
  head: () => pageHead(M.titleHistorickeUdaje),
  component: () => <ModulePreparing title={M.titleHistorickeUdaje} />,
});
