import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { formatDateSk } from '@shared/format/dates';
import { type PoskodenyOwner, ownerBase } from './owner';
import { MP } from './poskodeni-messages';
import { adresaText, useGo } from './poskodeni-ui';
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
        [MP.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]],
        [MP.titulPred, p.titulPredMenom],
        [MP.meno, p.meno],
        [MP.priezvisko, p.priezvisko],
        [MP.titulZa, p.titulZaMenom],
        [MP.datumNarodenia, formatDateSk(p.datumNarodenia)],
      ]
    : [
        [MP.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]],
        [MP.ico, p.ico],
        [MP.obchodneMeno, p.obchodneMeno],
        [MP.nazovPrevadzky, p.nazovPrevadzky],
      ];
  rows.push(
    [MP.adresa, adresaText(p.adresa)],
    [MP.email, p.email],
    [MP.telefon, p.telefonneCislo],
    ...(fo ? ([[MP.gdprSuhlas, p.gdprSuhlas ? `${MP.ano}${p.datumSuhlasu ? ` (${formatDateSk(p.datumSuhlasu)})` : ''}` : MP.nie]] as [string, string][]) : []),
    [MP.poznamka, p.poznamka],
  );
  return (
    <>
      <h2 className="govuk-heading-m">{p.displayName}</h2>
      <SummaryList
        rows={rows.map(([k, v]) => ({
          label: k,
          value: (
            <>
              {v || '–'}
              {k === MP.nazovPrevadzky && !fo && p.ico ? (
                <>
                  {' '}
                  <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 govuk-!-margin-left-2" onClick={() => go(`${base}/zmenit-prevadzku?hladat=${encodeURIComponent(p.ico ?? '')}`)}>
                    {MP.zmenit}
                    <span className="govuk-visually-hidden"> {MP.nazovPrevadzky.toLowerCase()}</span>
                  </button>
                </>
              ) : null}
            </>
          ),
        }))}
      />
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/najst-poskodeneho`)}>
          {MP.najstInehoPoskodeneho}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/${p.uuid}/uprava-poskodeneho`)}>
          {MP.upravaPoskodeneho}
        </button>
        {canHistory ? (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => go(`${base}/${p.uuid}/historia-skodovych-udalosti`)}>
            {MP.historiaButton}
          </button>
        ) : null}
      </div>
    </>
  );
}
