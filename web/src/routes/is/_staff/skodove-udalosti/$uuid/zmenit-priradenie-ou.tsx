import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SKODOVA_UDALOST_MSG } from '../../../../../../../shared/api/skodove-udalosti';
import { skodovaUdalostMoze } from '../../../../../../../shared/domain/skodova-udalost';
import { Select } from '../../../../../components/form/select';
import { assertAnyRight } from '../../../../../features/profil/rights-guard';
import { MSUD } from '../../../../../features/skodove-udalosti/skodova-udalost-texts';
import { organizacieQuery, skodovaUdalostQuery, zmenitPriradenieOu } from '../../../../../features/skodove-udalosti/skodove-udalosti-api';
import { MSU } from '../../../../../features/skodove-udalosti/skodove-udalosti-messages';
import { AREA_RIGHTS } from '../../../../../features/staff-nav/staff-nav';
import { isApiError } from '../../../../../lib/api-client';
import { pageHead } from '../../../../../lib/page-head';
import { uuidParams } from '../../../../../lib/route-params';
import { clearStatusMessages, showApiError, showSuccess } from '../../../../../lib/status-messages';
import { M } from '../../../../../messages';

/** /is/skodove-udalosti/{uuid}/zmenit-priradenie-ou – another OÚ for a VYSETRENA event (spec part 2 §2, §4); back link, success → the detail. */
export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/zmenit-priradenie-ou')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/skodove-udalosti']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(skodovaUdalostQuery(params.uuid)),
  head: () => pageHead(MSUD.zmenaOu),
  component: ZmenaOu,
});

function ZmenaOu() {
  const { uuid } = Route.useParams();
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data: organizacie } = useQuery(organizacieQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState(su.uzemnePrislusnyOu?.uuid ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const allowed = skodovaUdalostMoze('zmenitPriradenieOu', su.stav);

  const submit = async () => {
    clearStatusMessages();
    if (!value) {
      setError(MSUD.vyberteOuChyba);
      return;
    }
    setBusy(true);
    try {
      await zmenitPriradenieOu(uuid, value);
      await queryClient.invalidateQueries({ queryKey: ['skodova-udalost', uuid] });
      showSuccess(SKODOVA_UDALOST_MSG.ulozene, { afterNavigation: true });
      await navigate({ to: '/is/skodove-udalosti/$uuid', params: { uuid } });
    } catch (e) {
      if (isApiError(e) && e.fieldErrors[0]) setError(e.fieldErrors[0].message);
      else showApiError(e, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link className="govuk-back-link" to="/is/skodove-udalosti/$uuid" params={{ uuid }}>
        {MSUD.spat}
      </Link>
      <h1 className="govuk-heading-l">{MSUD.zmenaOu}</h1>
      <p className="govuk-body">{MSU.heading(su.kod)}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          id="uzemnePrislusnyOuId"
          label={MSUD.ou}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          options={(organizacie?.organizaciaList ?? []).filter((o) => o.typ === 'OU' && o.platnost).map((o) => ({ value: o.uuid, label: o.nazov }))}
          placeholder={MSUD.vyberteOu}
          disabled={!allowed}
          error={error}
        />
        <button type="submit" className="govuk-button" disabled={busy || !allowed} aria-disabled={busy || !allowed}>
          {MSUD.priradit}
        </button>
      </form>
    </>
  );
}
