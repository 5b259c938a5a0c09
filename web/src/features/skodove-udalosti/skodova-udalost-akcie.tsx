/**
 * The buttons of a damage event exactly per spec part 2 §4: the transition of its state ('Začať
 * šetrenie', 'Ukončiť šetrenie', 'Žiadosť prijatá', 'Rozhodnutie vydané'), 'Zahodiť rozpracovanú' with
 * its confirmation, 'Zmeniť priradený OÚ' in VYSETRENA, 'Oznámenie' and 'Export do PDF' from V_SETRENI
 * on, and 'Späť na zoznam' always. Each state change asks first (prechod-confirm); every button goes
 * through one useSingleFlight, so a double-click sends one request.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { chybajuceNaUkoncenieSetrenia, skodovaUdalostMoze, type ZaverecneStanoviskoPole } from '@shared/domain/skodova-udalost';
import { type ConfirmRequest, useConfirm } from '@web/components/confirm-dialog';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showErrors, showSuccess } from '@web/lib/status-messages';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { COMMON_TEXTS } from '@web/texts';
import { prechodConfirm } from './prechod-confirm';
import { type StavAkcia, skodovaUdalostPdfUrl, useZahoditSkodovuUdalost, useZmenitStavSkodovejUdalosti } from './skodove-udalosti-api';
import { SKODOVE_UDALOSTI_TEXTS } from './skodove-udalosti-texts';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';

/**
 * `nacitajStanovisko`: the event's final statement as stored now ('Ukončiť šetrenie' lists what it lacks).
 * `neulozeneZmeny`: the event's form below has edits not yet saved – a state change would reload the
 * form and drop them, so it is refused with a word instead.
 */
export function SkodovaUdalostAkcie({
  su,
  nacitajStanovisko,
  neulozeneZmeny = false,
}: {
  su: SkodovaUdalostDetail;
  nacitajStanovisko: () => Promise<Partial<Record<ZaverecneStanoviskoPole, unknown>>>;
  neulozeneZmeny?: boolean;
}) {
  const zmenitStav = useZmenitStavSkodovejUdalosti(su.uuid);
  const zahodit = useZahoditSkodovuUdalost(su.uuid);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { pending: busy, run: once } = useSingleFlight();

  const run = (action: () => Promise<unknown>, after: 'reload' | 'list', ask: () => Promise<ConfirmRequest | string>) =>
    once(async () => {
      clearStatusMessages();
      let question: ConfirmRequest | string;
      try {
        question = await ask();
      } catch (e) {
        showApiError(e, COMMON_TEXTS.serverError);
        return;
      }
      if (!(await confirm(question))) return;
      clearStatusMessages();
      try {
        await action();
        if (after === 'list') {
          showSuccess(SKODOVA_UDALOST_MSG.zrusena, { afterNavigation: true });
          // the event is gone: nothing of it is left to save
          await navigate({ to: '/is/skodove-udalosti', ignoreBlocker: true });
        } else {
          showSuccess(SKODOVA_UDALOST_MSG.stavZmeneny);
        }
      } catch (e) {
        // e.g. 'Začať šetrenie' without the SOP workplace: the field's message in the summary
        if (isApiError(e) && e.fieldErrors.length) showErrors(e.fieldErrors.map((f) => f.message));
        else showApiError(e, COMMON_TEXTS.serverError);
      }
    });

  /** A state change, confirmed with what it locks (and for 'Ukončiť šetrenie' with what is missing, read now). */
  const prechod = (akcia: StavAkcia) => {
    if (neulozeneZmeny) {
      clearStatusMessages();
      showErrors([SKODOVA_UDALOST_DETAIL_TEXTS.neulozeneZmenyPredPrechodom]);
      return;
    }
    return run(
      () => zmenitStav.mutateAsync(akcia),
      'reload',
      async () => prechodConfirm(akcia, su, akcia === 'ukoncitSetrenie' ? chybajuceNaUkoncenieSetrenia(su, await nacitajStanovisko()) : []),
    );
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
        {su.stav === 'ROZPRACOVANA' && button(SKODOVA_UDALOST_DETAIL_TEXTS.zacatSetrenie, () => prechod('zacatSetrenie'))}
        {su.stav === 'V_SETRENI' && button(SKODOVA_UDALOST_DETAIL_TEXTS.ukoncitSetrenie, () => prechod('ukoncitSetrenie'))}
        {su.stav === 'VYSETRENA' && button(SKODOVA_UDALOST_DETAIL_TEXTS.ziadostPrijata, () => prechod('ziadostPrijata'))}
        {su.stav === 'PRIJATA_ZIADOST' && button(SKODOVA_UDALOST_DETAIL_TEXTS.rozhodnutieVydane, () => prechod('rozhodnutieVydane'))}
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
        {skodovaUdalostMoze('zahodit', su.stav) && button(SKODOVA_UDALOST_DETAIL_TEXTS.zahodit, () => run(() => zahodit.mutateAsync(), 'list', async () => SKODOVA_UDALOST_MSG.confirmZahodit), true)}
        <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/skodove-udalosti">
          {SKODOVE_UDALOSTI_TEXTS.spatNaZoznam}
        </Link>
      </div>
      {dialog}
    </>
  );
}
