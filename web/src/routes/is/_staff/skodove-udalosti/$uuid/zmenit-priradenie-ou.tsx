import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { ZmenaPriradeniaForm } from '@web/components/form/zmena-priradenia-form';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from '@web/features/skodove-udalosti/skodova-udalost-detail-texts';
import { SKODOVA_UDALOST_DETAIL_TITLES } from '@web/features/skodove-udalosti/skodova-udalost-detail-titles';
import { skodovaUdalostQuery, useZmenitPriradenieOu } from '@web/features/skodove-udalosti/skodove-udalosti-api';
import { organizacieQuery } from '@web/lib/organizacie';
import { SKODOVE_UDALOSTI_TEXTS } from '@web/features/skodove-udalosti/skodove-udalosti-texts';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';
import { showSuccess } from '@web/lib/status-messages';

/** /is/skodove-udalosti/{uuid}/zmenit-priradenie-ou – another OÚ for a VYSETRENA event (spec part 2 §2, §4); back link, success → the detail. */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/zmenit-priradenie-ou')({
  params: { parse: uuidParams('uuid') },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
  head: () => pageHead(SKODOVA_UDALOST_DETAIL_TITLES.zmenaOu),
  component: ZmenaOu,
});

function ZmenaOu() {
  const { uuid } = Route.useParams();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data: organizacie } = useQuery(organizacieQuery);
  const zmenitPriradenie = useZmenitPriradenieOu(uuid);
  const navigate = useNavigate();
  const allowed = skodovaUdalostMoze('zmenitPriradenieOu', su.stav);

  return (
    <>
      <Link className="govuk-back-link" to="/is/skodove-udalosti/$uuid" params={{ uuid }}>
        {SKODOVA_UDALOST_DETAIL_TEXTS.spat}
      </Link>
      <h1 className="govuk-heading-l">{SKODOVA_UDALOST_DETAIL_TEXTS.zmenaOu}</h1>
      <p className="govuk-body">{SKODOVE_UDALOSTI_TEXTS.heading(su.kod)}</p>
      <ZmenaPriradeniaForm
        id="uzemnePrislusnyOuId"
        label={SKODOVA_UDALOST_DETAIL_TEXTS.ou}
        placeholder={SKODOVA_UDALOST_DETAIL_TEXTS.vyberteOu}
        initial={su.uzemnePrislusnyOu?.uuid ?? ''}
        options={(organizacie?.organizaciaList ?? []).filter((o) => o.typ === 'OU' && o.platnost).map((o) => ({ value: o.uuid, label: o.nazov }))}
        required={SKODOVA_UDALOST_DETAIL_TEXTS.vyberteOuChyba}
        submitLabel={SKODOVA_UDALOST_DETAIL_TEXTS.priradit}
        disabled={!allowed}
        send={async (ouId) => {
          await zmenitPriradenie.mutateAsync(ouId);
          showSuccess(SKODOVA_UDALOST_MSG.ulozene, { afterNavigation: true });
          await navigate({ to: '/is/skodove-udalosti/$uuid', params: { uuid } });
        }}
      />
    </>
  );
}
