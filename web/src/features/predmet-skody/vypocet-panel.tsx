/**
 * 'Výpočet' (issue 13 'Beyond the spec'): why an item's amount is what it is – the price-list version
 * (number, validity) and the row used, each symbol's value, the inputs, each step with its result,
 * the final amount and the proposal marker; or the reason no amount was calculated ('chýba cenník!').
 */
import type { PredmetSkodyDetail } from '@shared/api/predmet-skody';
import { formatCisloSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { formatVysledokKroku } from '@shared/domain/vzorce/vzorec';
import { formatEurSk } from '@shared/format/cislo';
import { MPS } from './predmet-skody-messages';

type Vypocet = PredmetSkodyDetail['vypocet'];

export function VypocetPanel({ vypocet: v }: { vypocet: Vypocet }) {
  return (
    <section className="es-ps-vypocet" aria-labelledby="vypocet-nadpis" data-testid="vypocet">
      <h3 className="govuk-heading-m" id="vypocet-nadpis">
        {MPS.vypocet}
      </h3>
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">{MPS.vypocitanaVyska}</dt>
          <dd className="govuk-summary-list__value">
            <strong>{formatEurSk(v.vysledok)}</strong>
            {!v.vypocitane && v.dovod && (
              <>
                {' '}
                <strong className="govuk-tag govuk-tag--red">{v.dovod}</strong>
              </>
            )}
          </dd>
        </div>
        {v.cennik && (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">{MPS.cennik}</dt>
            <dd className="govuk-summary-list__value">
              {MPS.cennikVerzia(v.cennik.cisloVerzie, formatDateSk(v.cennik.platnostOd), v.cennik.platnostDo ? formatDateSk(v.cennik.platnostDo) : undefined)}
            </dd>
          </div>
        )}
        {v.riadok && (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">{MPS.riadok}</dt>
            <dd className="govuk-summary-list__value">{v.riadok.popis}</dd>
          </div>
        )}
      </dl>
      {v.vstupy.length > 0 && (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">{MPS.vstupy}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                {MPS.udaj}
              </th>
              <th scope="col" className="govuk-table__header">
                {MPS.hodnota}
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {v.vstupy.map((s) => (
              <tr className="govuk-table__row" key={s.name}>
                <td className="govuk-table__cell">{s.label}</td>
                <td className="govuk-table__cell">{s.hodnota}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {v.symboly.length > 0 && (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--s">{MPS.symboly}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                {MPS.symbol}
              </th>
              <th scope="col" className="govuk-table__header">
                {MPS.vyznam}
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                {MPS.hodnota}
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {v.symboly.map((s) => (
              <tr className="govuk-table__row" key={s.skratka}>
                <td className="govuk-table__cell">
                  <strong>{s.skratka}</strong>
                </td>
                <td className="govuk-table__cell">{s.vyznam}</td>
                <td className="govuk-table__cell govuk-table__cell--numeric">
                  {formatCisloSk(s.hodnota)} {s.jednotka}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {v.kroky.length > 0 && (
        <>
          <h4 className="govuk-heading-s">{MPS.kroky}</h4>
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
