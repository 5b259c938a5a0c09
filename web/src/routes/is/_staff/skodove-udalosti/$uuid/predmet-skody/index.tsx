import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatCisloSk } from '../../../../../../../../shared/format/cislo';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { SkodovaUdalostHeader } from '../../../../../../features/skodove-udalosti/skodova-udalost-header';
import { MSUD } from '../../../../../../features/skodove-udalosti/skodova-udalost-texts';
import { skodovaUdalostQuery } from '../../../../../../features/skodove-udalosti/skodove-udalosti-api';
import { MSU } from '../../../../../../features/skodove-udalosti/skodove-udalosti-messages';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';

/**
 * /is/skodove-udalosti/{uuid}/predmet-skody – tab 'Predmet škody' (spec part 2 §2): the event's amounts
 * and item count; the damaged-item list and its screens come with their own issue (#13 replaces this page).
 */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/predmet-skody/')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
  head: ({ loaderData }) => pageHead(loaderData ? `${MSUD.predmetSkody} – ${MSU.heading(loaderData.kod)}` : MSUD.predmetSkody),
  component: PredmetSkody,
});

const eur = (n: number | undefined) => (n === undefined ? '–' : MSUD.eur(formatCisloSk(n)));

function PredmetSkody() {
  const { uuid } = Route.useParams();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  return (
    <>
      <SkodovaUdalostHeader su={su} active="predmet-skody" />
      <h2 className="govuk-heading-m">{MSUD.predmetSkody}</h2>
      <dl className="govuk-summary-list es-su-summary">
        {[
          [MSUD.pocetPredmetovSkody, String(su.pocetPredmetovSkody)],
          [MSUD.vyskaSkodyVypocitana, eur(su.vyskaSkodyVypocitana)],
          [MSUD.vyskaSkodyZadana, eur(su.vyskaSkodyZadana)],
        ].map(([k, v]) => (
          <div className="govuk-summary-list__row" key={k}>
            <dt className="govuk-summary-list__key">{k}</dt>
            <dd className="govuk-summary-list__value">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="govuk-body">{MSUD.predmetSkodyNote}</p>
    </>
  );
}
