/**
 * Tab Predmet škody (spec part 2 §2, §3 'Damaged-item list', §8): the event's items 20 a page (kataster,
 * druh škody, amount, category or sub-category; 'chýba cenník!' where the amount could not be
 * calculated and is 0), the sums of the calculated and of the manual amounts in EUR, 'Nový predmet
 * škody' and removal with confirmation – adding and removing only in the states that allow it.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PREDMET_SKODY_MSG } from '@shared/api/predmet-skody';
import { skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { formatEurSk } from '@shared/format/cislo';
import { useConfirm } from '@web/components/confirm-dialog';
import { Pager } from '@web/components/pager';
import { TableScroll } from '@web/components/table-scroll';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { predmetySkodyQuery, useOdstranitPredmetSkody } from './predmet-skody-api';
import { PREDMET_SKODY_TEXTS } from './predmet-skody-texts';
import './predmet-skody.css';
import { SummaryList } from '@web/components/summary-list';

export function PredmetSkodyPage({ uuid, page, onPage }: { uuid: string; page: number; onPage: (page: number) => void }) {
  const odstranit = useOdstranitPredmetSkody(uuid);
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data } = useSuspenseQuery(predmetySkodyQuery(uuid, page));
  const { confirm, dialog } = useConfirm();
  const moze = skodovaUdalostMoze('predmetySkody', data.skodovaUdalostStav);

  const remove = async (predmetSkodyId: string) => {
    if (!(await confirm(PREDMET_SKODY_MSG.zmazatOtazka))) return;
    clearStatusMessages();
    try {
      await odstranit.mutateAsync(predmetSkodyId);
      showSuccess(PREDMET_SKODY_MSG.zmazane);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };

  const empty = data.content.length === 0 ? (data.totalElements === 0 ? PREDMET_SKODY_TEXTS.ziadne : PREDMET_SKODY_TEXTS.ziadneNaStranke) : null;
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: data.skodovaUdalostStav }} active="predmet-skody" />
      {dialog}
      <div className="es-ozn-header">
        <h2 className="govuk-heading-m">{PREDMET_SKODY_TEXTS.zoznam}</h2>
        {moze && (
          <Link className="govuk-button govuk-!-margin-bottom-0" to="/is/skodove-udalosti/$uuid/predmet-skody/novy-predmet-skody" params={{ uuid }}>
            {PREDMET_SKODY_MSG.novy}
          </Link>
        )}
      </div>
      <SummaryList
        className="es-ps-sumy"
        rows={[
          { label: PREDMET_SKODY_TEXTS.sucetVypocitany, value: formatEurSk(data.sumOfVyskaSkody), valueProps: { 'data-testid': 'sum-vypocitana' } },
          { label: PREDMET_SKODY_TEXTS.sucetZadany, value: formatEurSk(data.sumOfVyskaSkodyInserted), valueProps: { 'data-testid': 'sum-zadana' } },
        ]}
      />
      {empty ? (
        <p className="govuk-body">{empty}</p>
      ) : (
        <TableScroll label={PREDMET_SKODY_TEXTS.zoznam}>
          <table className="govuk-table es-stack-table">
            <caption className="govuk-table__caption govuk-visually-hidden">{PREDMET_SKODY_TEXTS.zoznam}</caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                <th scope="col" className="govuk-table__header">
                  {PREDMET_SKODY_TEXTS.kataster}
                </th>
                <th scope="col" className="govuk-table__header">
                  {PREDMET_SKODY_TEXTS.druhSkody}
                </th>
                <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                  {PREDMET_SKODY_TEXTS.vyskaSkody}
                </th>
                <th scope="col" className="govuk-table__header">
                  {PREDMET_SKODY_TEXTS.predmetSkody}
                </th>
                <th scope="col" className="govuk-table__header">
                  {PREDMET_SKODY_TEXTS.akcie}
                </th>
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {data.content.map((r) => (
                <tr className="govuk-table__row" key={r.uuid} data-testid="predmet-skody-row">
                  <td className="govuk-table__cell" data-label={PREDMET_SKODY_TEXTS.kataster}>
                    {r.kataster || '–'}
                  </td>
                  <td className="govuk-table__cell" data-label={PREDMET_SKODY_TEXTS.druhSkody}>
                    {r.druhSkody || '–'}
                  </td>
                  <td className="govuk-table__cell govuk-table__cell--numeric" data-label={PREDMET_SKODY_TEXTS.vyskaSkody}>
                    {formatEurSk(r.vyskaSkody)}
                    {r.isVyskaSkodyNotCalculated && r.vyskaSkody === 0 && (
                      <>
                        {' '}
                        <strong className="govuk-tag govuk-tag--red es-ps-chyba">{PREDMET_SKODY_MSG.chybaCennik}</strong>
                      </>
                    )}
                  </td>
                  <td className="govuk-table__cell" data-label={PREDMET_SKODY_TEXTS.predmetSkody}>
                    {r.predmetSkody}
                  </td>
                  <td className="govuk-table__cell" data-label={PREDMET_SKODY_TEXTS.akcie}>
                    <div className="es-ps-akcie">
                      <Link
                        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                        to="/is/skodove-udalosti/$uuid/predmet-skody/$slug/$predmetSkodyUuid"
                        params={{ uuid, slug: r.slug, predmetSkodyUuid: r.uuid }}
                        aria-label={`${PREDMET_SKODY_TEXTS.detailButton}: ${r.predmetSkody}`}
                      >
                        {PREDMET_SKODY_TEXTS.detailButton}
                      </Link>
                      {moze && (
                        <button
                          type="button"
                          className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                          aria-label={`${PREDMET_SKODY_TEXTS.odstranit}: ${r.predmetSkody}`}
                          onClick={() => void remove(r.uuid)}
                        >
                          {PREDMET_SKODY_TEXTS.odstranit}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager page={data.number} size={data.size} total={data.totalElements} shown={data.content.length} onPage={onPage} />
    </>
  );
}
