/**
 * Deadlines of an event (limits in shared/domain/lehoty.ts): how long the
 * case has been open, how long it has been in its state against the configured limit, and whether the
 * reporting window was missed – each flag with its reason.
 */
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { dniText } from '@shared/domain/lehoty';
import { SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';

export function SkodovaUdalostLehoty({ su }: { su: SkodovaUdalostDetail }) {
  const l = su.lehoty;
  return (
    <section aria-labelledby="lehoty-nadpis" className="es-su-lehoty govuk-!-margin-bottom-4">
      <h2 className="govuk-visually-hidden" id="lehoty-nadpis">
        {SKODOVA_UDALOST_DETAIL_TEXTS.lehoty}
      </h2>
      <ul className="govuk-list govuk-!-margin-bottom-0">
        <li>
          {SKODOVA_UDALOST_DETAIL_TEXTS.otvorena}: <strong>{dniText(l.dniOtvorenia)}</strong>
        </li>
        <li>
          {SKODOVA_UDALOST_DETAIL_TEXTS.vStave(SKODOVA_UDALOST_STAV_LABELS[su.stav])}: <strong>{dniText(l.dniVStave)}</strong>
          {l.limitDniVStave !== null ? ` (${SKODOVA_UDALOST_DETAIL_TEXTS.limit(dniText(l.limitDniVStave))})` : null}
          {l.dlhoVStave ? (
            <>
              {' '}
              <strong className="govuk-tag govuk-tag--red" title={SKODOVA_UDALOST_DETAIL_TEXTS.dlhoVStave}>
                {SKODOVA_UDALOST_DETAIL_TEXTS.poTermine}
              </strong>
            </>
          ) : null}
        </li>
        <li>
          {l.oneskoreneOznamenie ? (
            <strong className="govuk-tag govuk-tag--red">{SKODOVA_UDALOST_DETAIL_TEXTS.oneskoreneOznamenie}</strong>
          ) : (
            SKODOVA_UDALOST_DETAIL_TEXTS.vcasOznamenie
          )}
        </li>
      </ul>
    </section>
  );
}
