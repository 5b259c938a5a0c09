import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OPAKOVANY_UTOK_TEXTS } from '@shared/api/opakovane-utoky';
import { formatKmSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { type OpakovanyUtokZaznam, opakovanyUtokQuery } from './opakovane-utoky-api';

const T = OPAKOVANY_UTOK_TEXTS;

/**
 * The detail's panel when the case is a repeat attack: its earlier related cases with date, distance
 * and species, each a link to its record. Loaded beside the detail (the detail never waits for it).
 */
export function OpakovanyUtokPanel({ zaznam, uuid }: { zaznam: OpakovanyUtokZaznam; uuid: string }) {
  const { data } = useQuery(opakovanyUtokQuery(zaznam, uuid));
  if (!data?.opakovanyUtok) return null;
  const p = data.parametre;
  return (
    <section className="govuk-notification-banner es-opakovany-utok" aria-labelledby="opakovany-utok-nadpis">
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="opakovany-utok-nadpis">
          {T.panelTitle}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-body">{T.panelUvod(data.suvisiace.length + 1, formatKmSk(p.polomerKm), p.dni)}</p>
        <table className="govuk-table">
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                {T.kod}
              </th>
              <th scope="col" className="govuk-table__header">
                {T.datum}
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                {T.vzdialenost}
              </th>
              <th scope="col" className="govuk-table__header">
                {T.druh}
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {data.suvisiace.map((s) => (
              <tr className="govuk-table__row" key={s.uuid}>
                <td className="govuk-table__cell">
                  {s.typ === 'OZNAMENIE' ? (
                    <Link className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: s.uuid }}>
                      {s.kod}
                    </Link>
                  ) : (
                    <Link className="govuk-link" to="/is/skodove-udalosti/$uuid" params={{ uuid: s.uuid }}>
                      {s.kod}
                    </Link>
                  )}
                </td>
                <td className="govuk-table__cell">{formatDateSk(s.datum)}</td>
                <td className="govuk-table__cell govuk-table__cell--numeric">{formatKmSk(s.vzdialenostKm)} km</td>
                <td className="govuk-table__cell">{s.povodcaSkody ?? T.neurceny}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
