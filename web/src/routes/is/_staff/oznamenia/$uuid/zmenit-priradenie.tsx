import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { OZNAMENIE_MSG } from '../../../../../../../shared/api/oznamenia';
import { Select } from '../../../../../components/form/select';
import { isApiError } from '../../../../../lib/api-client';
import { oznamenieQuery, pracoviskaQuery, zmenitPriradenie } from '../../../../../features/oznamenia/oznamenia-api';
import { assertAnyRight } from '../../../../../features/profil/rights-guard';
import { pageHead } from '../../../../../lib/page-head';
import { uuidParams } from '../../../../../lib/route-params';
import { clearStatusMessages, showApiError, showSuccess } from '../../../../../lib/status-messages';
import { M } from '../../../../../messages';

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState(o.uzemnePrislusnePracovisko?.uuid ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    clearStatusMessages();
    if (!value) {
      setError('Vyberte územne príslušné pracovisko.');
      return;
    }
    setBusy(true);
    try {
      await zmenitPriradenie(uuid, value);
      await queryClient.invalidateQueries({ queryKey: ['oznamenie', uuid] });
      showSuccess(OZNAMENIE_MSG.ulozene, { afterNavigation: true });
      await navigate({ to: '/is/oznamenia/$uuid', params: { uuid } });
    } catch (e) {
      if (isApiError(e) && e.fieldErrors[0]) setError(e.fieldErrors[0].message);
      else showApiError(e, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link className="govuk-back-link" to="/is/oznamenia/$uuid" params={{ uuid }}>
        Späť
      </Link>
      <h1 className="govuk-heading-l">Zmena priradenia</h1>
      <p className="govuk-body">Oznámenie {o.kod}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          id="uzemnePrislusnePracoviskoId"
          label="Územne príslušné pracovisko"
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          options={pracoviska.filter((p) => p.platnost).map((p) => ({ value: p.uuid, label: p.nazov }))}
          placeholder="Vyberte pracovisko"
          error={error}
        />
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          Priradiť
        </button>
      </form>
    </>
  );
}
