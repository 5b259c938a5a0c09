/**
 * The buttons of a damage event exactly per spec part 2 §4: the transition of its state ('Začať
 * šetrenie', 'Ukončiť šetrenie', 'Žiadosť prijatá', 'Rozhodnutie vydané'), 'Zahodiť rozpracovanú' with
 * its confirmation, 'Zmeniť priradený OÚ' in VYSETRENA, 'Oznámenie' and 'Export do PDF' from V_SETRENI
 * on, and 'Späť na zoznam' always.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SKODOVA_UDALOST_MSG, type SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { useConfirm } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showErrors, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { skodovaUdalostPdfUrl, useZahoditSkodovuUdalost, useZmenitStavSkodovejUdalosti } from './skodove-udalosti-api';
import { SKODOVE_UDALOSTI_TEXTS } from './skodove-udalosti-texts';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';

export function SkodovaUdalostAkcie({ su }: { su: SkodovaUdalostDetail }) {
  const zmenitStav = useZmenitStavSkodovejUdalosti(su.uuid);
  const zahodit = useZahoditSkodovuUdalost(su.uuid);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, after: 'reload' | 'list', confirmText?: string) => {
    if (confirmText && !(await confirm(confirmText))) return;
    clearStatusMessages();
    setBusy(true);
    try {
      await action();
      if (after === 'list') {
        showSuccess(SKODOVA_UDALOST_MSG.zrusena, { afterNavigation: true });
        await navigate({ to: '/is/skodove-udalosti' });
      } else {
        showSuccess(SKODOVA_UDALOST_MSG.stavZmeneny);
      }
    } catch (e) {
      // e.g. 'Začať šetrenie' without the SOP workplace: the field's message in the summary
      if (isApiError(e) && e.fieldErrors.length) showErrors(e.fieldErrors.map((f) => f.message));
      else showApiError(e, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  const button = (label: string, onClick: () => void, warning = false) => (
    <button
      type="button"
      className={`govuk-button${warning ? ' govuk-button--warning' : ''} govuk-!-margin-bottom-0`}
      disabled={busy}
      aria-disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className="es-ozn-actions govuk-!-margin-bottom-4">
        {su.stav === 'ROZPRACOVANA' && button(SKODOVA_UDALOST_DETAIL_TEXTS.zacatSetrenie, () => run(() => zmenitStav.mutateAsync('zacatSetrenie'), 'reload'))}
        {su.stav === 'V_SETRENI' && button(SKODOVA_UDALOST_DETAIL_TEXTS.ukoncitSetrenie, () => run(() => zmenitStav.mutateAsync('ukoncitSetrenie'), 'reload'))}
        {su.stav === 'VYSETRENA' && button(SKODOVA_UDALOST_DETAIL_TEXTS.ziadostPrijata, () => run(() => zmenitStav.mutateAsync('ziadostPrijata'), 'reload'))}
        {su.stav === 'PRIJATA_ZIADOST' && button(SKODOVA_UDALOST_DETAIL_TEXTS.rozhodnutieVydane, () => run(() => zmenitStav.mutateAsync('rozhodnutieVydane'), 'reload'))}
        {skodovaUdalostMoze('zmenitPriradenieOu', su.stav) && (
          <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/skodove-udalosti/$uuid/zmenit-priradenie-ou" params={{ uuid: su.uuid }}>
            {SKODOVA_UDALOST_DETAIL_TEXTS.zmenitOu}
          </Link>
        )}
        {skodovaUdalostMoze('oznamenieAExport', su.stav) && su.oznamenieId && (
          <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/oznamenia/$uuid" params={{ uuid: su.oznamenieId }}>
            {SKODOVA_UDALOST_DETAIL_TEXTS.oznamenie}
          </Link>
        )}
        {skodovaUdalostMoze('oznamenieAExport', su.stav) && (
          <a className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" href={skodovaUdalostPdfUrl(su.uuid)} download>
            {SKODOVA_UDALOST_DETAIL_TEXTS.exportPdf}
          </a>
        )}
        {skodovaUdalostMoze('zahodit', su.stav) && button(SKODOVA_UDALOST_DETAIL_TEXTS.zahodit, () => run(() => zahodit.mutateAsync(), 'list', SKODOVA_UDALOST_MSG.confirmZahodit), true)}
        <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/skodove-udalosti">
          {SKODOVE_UDALOSTI_TEXTS.spatNaZoznam}
        </Link>
      </div>
      {dialog}
    </>
  );
}
