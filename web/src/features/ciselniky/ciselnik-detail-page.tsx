import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { CiselnikPolozka } from '@shared/api/ciselniky';
import { ciselnikTypFromSlug } from '@shared/domain/ciselnik';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { Breadcrumbs } from '@web/components/breadcrumbs';
import { useConfirm } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { CiselnikPolozkyTable } from './ciselnik-polozky-table';
import { type CiselnikSearch, ciselnikCsvHref, ciselnikDetailQuery, ciselnikPolozkaQuery, useDeletePolozka, useUpdatePolozka } from './ciselniky-api';
import { CISELNIKY_TEXTS } from './ciselniky-texts';

const ROUTE = '/is/_staff/ciselniky/$name/';

/**
 * A code list's items (spec part 2 §2): 'Nová položka' and 'Export do CSV' for SPRAVA_CISELNIKOV,
 * delete with confirmation; an item that records use is refused with the server's message and the
 * offer to deactivate it instead.
 */
export function CiselnikDetailPage({ from }: { from: string }) {
  const { name } = useParams({ from: ROUTE });
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: from as '/is/ciselniky/$name/' });
  const { profil } = useRouteContext({ from: '/is/_staff' });
  const typ = ciselnikTypFromSlug(name);
  const { data } = useSuspenseQuery(ciselnikDetailQuery(typ, search));
  const canManage = hasAnyRight(profil, ['SPRAVA_CISELNIKOV']);
  const { confirm, dialog } = useConfirm();
  const remove = useDeletePolozka();
  const [refused, setRefused] = useState<CiselnikPolozka | null>(null);

  const onSearch = (next: Partial<CiselnikSearch>) => navigate({ search: (s) => ({ ...s, ...next }) });
  const onDelete = async (p: CiselnikPolozka) => {
    setRefused(null);
    if (!(await confirm(CISELNIKY_TEXTS.odstranitConfirm))) return;
    clearStatusMessages();
    try {
      await remove.mutateAsync(p.uuid);
      showSuccess(CISELNIKY_TEXTS.zmazana);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
      if (isApiError(err) && err.status === 409) setRefused(p);
    }
  };

  return (
    <>
      <Breadcrumbs items={[{ label: CISELNIKY_TEXTS.tabCiselniky, href: '/is/ciselniky' }, { label: data.label }]} />
      <h1 className="govuk-heading-l">{data.label}</h1>
      {dialog}
      {refused && <DeactivateOffer typ={typ} polozka={refused} onDone={() => setRefused(null)} />}
      <div className="es-ciselniky-actions">
        {canManage && (
          <>
            <Link className="govuk-button" to="/is/ciselniky/$name/nova-polozka" params={{ name }}>
              {CISELNIKY_TEXTS.novaPolozka}
            </Link>
            <a className="govuk-button govuk-button--secondary" href={ciselnikCsvHref(typ)} download>
              {CISELNIKY_TEXTS.exportCsv}
            </a>
          </>
        )}
        <Link className="govuk-link govuk-body" to="/is/ciselniky">
          {CISELNIKY_TEXTS.spatNaCiselniky}
        </Link>
      </div>
      <CiselnikPolozkyTable data={data} search={search} canManage={canManage} onSearch={onSearch} onDelete={onDelete} />
    </>
  );
}

/** After a refused delete: deactivate the item instead (it stays in the records, leaves the selects). */
function DeactivateOffer({ typ, polozka, onDone }: { typ: string; polozka: CiselnikPolozka; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdatePolozka(typ, polozka.uuid);
  const deactivate = async () => {
    clearStatusMessages();
    try {
      const current = await queryClient.fetchQuery(ciselnikPolozkaQuery(typ, polozka.uuid));
      await update.mutateAsync({
        ciselnikLabel: current.label,
        id: current.id,
        nadradenaPolozkaUuid: current.nadradenaPolozka?.uuid,
        aktivna: false,
        version: current.version,
      });
      showSuccess(CISELNIKY_TEXTS.ulozene);
      onDone();
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };
  return (
    <div className="govuk-inset-text">
      <p className="govuk-body">{polozka.label}</p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={deactivate} disabled={update.isPending}>
          {CISELNIKY_TEXTS.deaktivovat}
        </button>
      </div>
    </div>
  );
}
