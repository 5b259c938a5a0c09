/**
 * 'Výpočet': why an item's amount is what it is – the price-list version
 * (number, validity) and the row used, each symbol's value, the inputs, each step with its result,
 * the final amount and the proposal marker; or the reason no amount was calculated ('chýba cenník!').
 */
import type { PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { formatCisloSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { formatVysledokKroku } from '@shared/domain/vzorce/vzorec';
import { formatEurSk } from '@shared/format/cislo';
import { PREDMET_SKODY_TEXTS } from './predmet-skody-texts';
import { SummaryList } from '@web/components/summary-list';
import { DataTable } from '@web/components/data-table';

type Vypocet = PredmetSkodyDetail['vypocet'];

export function VypocetPanel({ vypocet: v }: { vypocet: Vypocet }) {
  return (
    <section className="es-ps-vypocet" aria-labelledby="vypocet-nadpis" data-testid="vypocet">
      <h3 className="govuk-heading-m" id="vypocet-nadpis">
        {PREDMET_SKODY_TEXTS.vypocet}
      </h3>
      <SummaryList
        rows={[
          {
            label: PREDMET_SKODY_TEXTS.vypocitanaVyska,
            value: (
              <>
                <strong>{formatEurSk(v.vysledok)}</strong>
                {!v.vypocitane && v.dovod && (
                  <>
                    {' '}
                    <strong className="govuk-tag govuk-tag--red">{v.dovod}</strong>
                  </>
                )}
              </>
            ),
          },
          v.cennik && {
            label: PREDMET_SKODY_TEXTS.cennik,
            value: PREDMET_SKODY_TEXTS.cennikVerzia(v.cennik.cisloVerzie, formatDateSk(v.cennik.platnostOd), v.cennik.platnostDo ? formatDateSk(v.cennik.platnostDo) : undefined),
          },
          v.riadok && { label: PREDMET_SKODY_TEXTS.riadok, value: v.riadok.popis },
        ]}
      />
      {v.vstupy.length > 0 && (
        <DataTable
          caption={PREDMET_SKODY_TEXTS.vstupy}
          captionClassName="govuk-table__caption--s"
          rows={v.vstupy}
          rowKey={(s) => s.name}
          columns={[
            { key: 'udaj', header: PREDMET_SKODY_TEXTS.udaj, cell: (s) => s.label },
            { key: 'hodnota', header: PREDMET_SKODY_TEXTS.hodnota, cell: (s) => s.hodnota },
          ]}
        />
      )}
      {v.symboly.length > 0 && (
        <DataTable
          caption={PREDMET_SKODY_TEXTS.symboly}
          captionClassName="govuk-table__caption--s"
          rows={v.symboly}
          rowKey={(s) => s.skratka}
          columns={[
            { key: 'symbol', header: PREDMET_SKODY_TEXTS.symbol, cell: (s) => <strong>{s.skratka}</strong> },
            { key: 'vyznam', header: PREDMET_SKODY_TEXTS.vyznam, cell: (s) => s.vyznam },
            {
              key: 'hodnota',
              header: PREDMET_SKODY_TEXTS.hodnota,
              numeric: true,
              cell: (s) => (
                <>
                  {formatCisloSk(s.hodnota)} {s.jednotka}
                </>
              ),
            },
          ]}
        />
      )}
      {v.kroky.length > 0 && (
        <>
          <h4 className="govuk-heading-s">{PREDMET_SKODY_TEXTS.kroky}</h4>
          <ol className="govuk-list govuk-list--number">
            {v.kroky.map((k, i) => (
              // steps have no id; their order is the formula's
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
              <li key={i}>
                {k.popis}
                <br />
                <span className="es-ps-vzorec">{k.vzorec}</span> = <strong>{formatVysledokKroku(k.vysledok)}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="govuk-body-s govuk-!-font-weight-bold">{v.navrh}</p>
    </section>
  );
}
