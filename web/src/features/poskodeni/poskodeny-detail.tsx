import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { formatDateSk } from '@shared/format/dates';
import { type PoskodenyOwner, ownerBase } from './owner';
import { POSKODENI_TEXTS } from './poskodeni-texts';
import { adresaText, useGo } from './poskodeni-ui';
import { AnonymizovaneMark } from '@web/components/anonymizovane-mark';
import { SummaryList } from '@web/components/summary-list';

/**
 * Detail of the owner's injured party (spec part 1 §2 'Injured party screens'): display name,
 * data, and the buttons 'Nájsť iného poškodeného', 'Úprava poškodeného', 'História šk. udalostí'
 * (EVIDENCIA_SKOD only) and, for businesses, 'Zmeniť' premises.
 */
export function PoskodenyDetailView({ owner, poskodeny: p, canHistory }: { owner: PoskodenyOwner; poskodeny: PoskodenyDetail; canHistory: boolean }) {
  const go = useGo();
  const base = ownerBase(owner);
  const fo = p.typSubjektu === 'FO';
  const rows: [string, string | undefined][] = fo
    ? [
        [POSKODENI_TEXTS.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]],
        [POSKODENI_TEXTS.titulPred, p.titulPredMenom],
        [POSKODENI_TEXTS.meno, p.meno],
        [POSKODENI_TEXTS.priezvisko, p.priezvisko],
        [POSKODENI_TEXTS.titulZa, p.titulZaMenom],
        [POSKODENI_TEXTS.datumNarodenia, formatDateSk(p.datumNarodenia)],
      ]
    : [
        [POSKODENI_TEXTS.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]],
        [POSKODENI_TEXTS.ico, p.ico],
        [POSKODENI_TEXTS.obchodneMeno, p.obchodneMeno],
        [POSKODENI_TEXTS.nazovPrevadzky, p.nazovPrevadzky],
      ];
  rows.push(
    [POSKODENI_TEXTS.adresa, adresaText(p.adresa)],
    [POSKODENI_TEXTS.email, p.email],
    [POSKODENI_TEXTS.telefon, p.telefonneCislo],
    ...(fo ? ([[POSKODENI_TEXTS.gdprSuhlas, p.gdprSuhlas ? `${POSKODENI_TEXTS.ano}${p.datumSuhlasu ? ` (${formatDateSk(p.datumSuhlasu)})` : ''}` : POSKODENI_TEXTS.nie]] as [string, string][]) : []),
    [POSKODENI_TEXTS.poznamka, p.poznamka],
  );
  return (
    <>
      <h2 className="govuk-heading-m">{p.displayName}</h2>
      <AnonymizovaneMark datum={p.anonymizovaneDna} />
      <SummaryList
        rows={rows.map(([k, v]) => ({
          label: k,
          value: (
            <>
              {v || '–'}
              {k === POSKODENI_TEXTS.nazovPrevadzky && !fo && p.ico ? (
                <>
                  {' '}
                  <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 govuk-!-margin-left-2" onClick={() => go(`${base}/zmenit-prevadzku?hladat=${encodeURIComponent(p.ico ?? '')}`)}>
                    {POSKODENI_TEXTS.zmenit}
                    <span className="govuk-visually-hidden"> {POSKODENI_TEXTS.nazovPrevadzky.toLowerCase()}</span>
                  </button>
                </>
              ) : null}
            </>
          ),
        }))}
      />
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/najst-poskodeneho`)}>
          {POSKODENI_TEXTS.najstInehoPoskodeneho}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/${p.uuid}/uprava-poskodeneho`)}>
          {POSKODENI_TEXTS.upravaPoskodeneho}
        </button>
        {canHistory ? (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/${p.uuid}/historia-skodovych-udalosti`)}>
            {POSKODENI_TEXTS.historiaButton}
          </button>
        ) : null}
      </div>
    </>
  );
}
