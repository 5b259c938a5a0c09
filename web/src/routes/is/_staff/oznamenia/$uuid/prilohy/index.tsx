import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatFileSize, PRILOHA_MSG, type Priloha, STAVY_EDITACIA_KONTAKTU } from '../../../../../../../../shared/api/oznamenia';
import { formatDateSk } from '../../../../../../../../shared/format/dates';
import { useConfirm } from '../../../../../../components/confirm-dialog';
import { oznamenieQuery, prilohaUrl, prilohyQuery, removePriloha } from '../../../../../../features/oznamenia/oznamenia-api';
import { OznamenieHeader } from '../../../../../../features/oznamenia/oznamenie-header';
import { assertAnyRight } from '../../../../../../features/profil/rights-guard';
import { AREA_RIGHTS } from '../../../../../../features/staff-nav/staff-nav';
import { pageHead } from '../../../../../../lib/page-head';
import { uuidParams } from '../../../../../../lib/route-params';
import { clearStatusMessages, showApiError, showSuccess } from '../../../../../../lib/status-messages';
import { M } from '../../../../../../messages';

/** /is/oznamenia/{uuid}/prilohy – attachments (spec part 1 §2 'Notification attachments'). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/prilohy/')({
  params: { parse: uuidParams('uuid') },
  beforeLoad: ({ context }) => assertAnyRight(context.profil, AREA_RIGHTS['/is/oznamenia']),
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)), context.queryClient.ensureQueryData(prilohyQuery(params.uuid))]),
  head: () => pageHead('Prílohy oznámenia'),
  component: PrilohyPage,
});

function PrilohyPage() {
  const { uuid } = Route.useParams();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const { data } = useSuspenseQuery(prilohyQuery(uuid));
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const editable = STAVY_EDITACIA_KONTAKTU.includes(o.oznamenieStav);

  const remove = async (p: Priloha) => {
    if (!(await confirm(PRILOHA_MSG.confirmDelete))) return;
    clearStatusMessages();
    try {
      await removePriloha(uuid, p.fileId);
      await queryClient.invalidateQueries({ queryKey: prilohyQuery(uuid).queryKey });
      showSuccess(PRILOHA_MSG.zmazana);
    } catch (e) {
      showApiError(e, M.serverError);
    }
  };

  return (
    <>
      <OznamenieHeader o={o} active="prilohy" />
      {editable && (
        <Link className="govuk-button govuk-button--secondary" to="/is/oznamenia/$uuid/prilohy/nahrat-prilohy" params={{ uuid }}>
          Nahrať prílohu
        </Link>
      )}
      {dialog}
      {data.attachmentList.length === 0 ? (
        <p className="govuk-body">{PRILOHA_MSG.empty}</p>
      ) : (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-visually-hidden">Prílohy</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Súbor
              </th>
              <th scope="col" className="govuk-table__header">
                Veľkosť
              </th>
              <th scope="col" className="govuk-table__header">
                Dátum pridania
              </th>
              <th scope="col" className="govuk-table__header">
                Akcie
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {data.attachmentList.map((p) => (
              <tr className="govuk-table__row" key={p.fileId}>
                <td className="govuk-table__cell">{p.name}</td>
                <td className="govuk-table__cell">{formatFileSize(p.size)}</td>
                <td className="govuk-table__cell">{formatDateSk(p.dateCreated)}</td>
                <td className="govuk-table__cell">
                  <a className="govuk-link govuk-!-margin-right-3" href={prilohaUrl(uuid, p.fileId)} download={p.name}>
                    Stiahnuť<span className="govuk-visually-hidden"> {p.name}</span>
                  </a>
                  {editable && (
                    <button type="button" className="govuk-link es-link-button" onClick={() => remove(p)} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}>
                      Odstrániť<span className="govuk-visually-hidden"> {p.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
