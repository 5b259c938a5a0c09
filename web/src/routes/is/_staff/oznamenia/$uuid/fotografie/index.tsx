import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type Fotografia, OZNAMENIE_MSG, STAVY_EDITACIA_SKODY } from '../../../../../../../../shared/api/oznamenia';
import { hasAnyRight } from '../../../../../../../../shared/domain/opravnenia';
import { useConfirm } from '../../../../../../components/confirm-dialog';
import { fotografiaUrl, fotografieQuery, nahladUrl, oznamenieQuery, removeFotografia } from '../../../../../../features/oznamenia/oznamenia-api';
import { OznamenieHeader } from '../../../../../../features/oznamenia/oznamenie-header';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';
import { clearStatusMessages, showApiError, showSuccess } from '../../../../../../lib/status-messages';
import { M } from '../../../../../../messages';
import { formatGpsPairSk } from '../../../../../../../../shared/format/gps';

/** /is/oznamenia/{uuid}/fotografie – photos of a notification (spec part 1 §2 'Notification photos'). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/fotografie/')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)), context.queryClient.ensureQueryData(fotografieQuery(params.uuid))]),
  head: () => pageHead('Fotografie oznámenia'),
  component: FotografiePage,
});

/** dd.MM.yyyy | HH:mm in GMT (spec part 1 §9: the photo date is shown in GMT). */
export function formatGmt(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} | ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} GMT`;
}

function FotografiePage() {
  const { uuid } = Route.useParams();
  const { profil } = Route.useRouteContext();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const { data } = useSuspenseQuery(fotografieQuery(uuid));
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<Fotografia | null>(null);
  const mayDelete = hasAnyRight(profil, AREA_RIGHTS['/is/oznamenia']) && STAVY_EDITACIA_SKODY.includes(o.oznamenieStav);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const remove = async (f: Fotografia) => {
    setOpen(null);
    if (!(await confirm(OZNAMENIE_MSG.confirmFotoDelete))) return;
    clearStatusMessages();
    try {
      await removeFotografia(uuid, f.fileId);
      await queryClient.invalidateQueries({ queryKey: fotografieQuery(uuid).queryKey });
      showSuccess(OZNAMENIE_MSG.fotoZmazana);
    } catch (e) {
      showApiError(e, M.serverError);
    }
  };

  return (
    <>
      <OznamenieHeader o={o} active="fotografie" />
      {mayDelete && (
        <Link className="govuk-button govuk-button--secondary" to="/is/oznamenia/$uuid/fotografie/pridat-fotografie" params={{ uuid }}>
          Pridať fotografie
        </Link>
      )}
      {dialog}
      {data.photoList.length === 0 ? (
        <p className="govuk-body">{OZNAMENIE_MSG.emptyFotografie}</p>
      ) : (
        <ul className="es-ozn-fotky">
          {data.photoList.map((f) => (
            <li key={f.fileId}>
              {/* the accessible name starts with the visible text's words (WCAG 2.5.3 Label in Name) */}
              <button type="button" onClick={() => setOpen(f)}>
                <img src={nahladUrl(uuid, f.fileId)} alt="" loading="lazy" />
                <span className="govuk-body-s govuk-!-display-block govuk-!-margin-top-1 govuk-!-margin-bottom-0">
                  <span className="govuk-visually-hidden">Zobraziť fotografiu </span>
                  {f.name}
                </span>
                <span className="govuk-body-s govuk-!-display-block">{formatGmt(f.dateCreated)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className="es-ozn-overlay">
          <div className="es-ozn-overlay__box" role="dialog" aria-modal="true" aria-labelledby="foto-nazov">
            <h2 className="govuk-heading-m" id="foto-nazov">
              {open.name}
            </h2>
            <img src={fotografiaUrl(uuid, open.fileId)} alt={open.name} />
            <dl className="govuk-summary-list govuk-summary-list--no-border">
              <div className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">Dátum a čas vzniku</dt>
                <dd className="govuk-summary-list__value">{formatGmt(open.datumVzniku)}</dd>
              </div>
              <div className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">GPS súradnice</dt>
                <dd className="govuk-summary-list__value">{formatGpsPairSk(open.latitude, open.longitude) || '-'}</dd>
              </div>
            </dl>
            <div className="govuk-button-group">
              <a className="govuk-button govuk-button--secondary" href={fotografiaUrl(uuid, open.fileId)} download={open.name}>
                Stiahnuť
              </a>
              {mayDelete && (
                <button type="button" className="govuk-button govuk-button--warning" onClick={() => remove(open)}>
                  Odstrániť
                </button>
              )}
              <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setOpen(null)}>
                Zavrieť
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
