import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { ZmenaPriradeniaForm } from '@web/components/form/zmena-priradenia-form';
import { oznamenieQuery, useZmenitPriradenie } from '@web/features/oznamenia/oznamenia-api';
import { pracoviskaQuery } from '@web/lib/organizacie';
import { assertAnyRight } from '@web/lib/rights-guard';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';
import { showSuccess } from '@web/lib/status-messages';

/** /is/oznamenia/{uuid}/zmenit-priradenie – 'Zmena priradenia' (spec part 1 §2; rights §6: EVIDENCIA_OZNAMENI only). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/zmenit-priradenie')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, ['EVIDENCIA_OZNAMENI']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)),
  head: () => pageHead('Zmena priradenia'),
  component: ZmenaPriradenia,
});

function ZmenaPriradenia() {
  const { uuid } = Route.useParams();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const { data: pracoviska = [] } = useQuery(pracoviskaQuery);
  const zmenitPriradenie = useZmenitPriradenie(uuid);
  const navigate = useNavigate();

  return (
    <>
      <Link className="govuk-back-link" to="/is/oznamenia/$uuid" params={{ uuid }}>
        Späť
      </Link>
      <h1 className="govuk-heading-l">Zmena priradenia</h1>
      <p className="govuk-body">Oznámenie {o.kod}</p>
      <ZmenaPriradeniaForm
        id="uzemnePrislusnePracoviskoId"
        label="Územne príslušné pracovisko"
        placeholder="Vyberte pracovisko"
        initial={o.uzemnePrislusnePracovisko?.uuid ?? ''}
        options={pracoviska.filter((p) => p.platnost).map((p) => ({ value: p.uuid, label: p.nazov }))}
        required="Vyberte územne príslušné pracovisko."
        submitLabel="Priradiť"
        send={async (pracoviskoId) => {
          await zmenitPriradenie.mutateAsync(pracoviskoId);
          showSuccess(OZNAMENIE_MSG.ulozene, { afterNavigation: true });
          await navigate({ to: '/is/oznamenia/$uuid', params: { uuid } });
        }}
      />
    </>
  );
}
