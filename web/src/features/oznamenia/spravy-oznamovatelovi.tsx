import type { OznamenieDetail } from '@shared/api/oznamenia';
import { formatTimestampSk } from '@web/lib/format';

export const SPRAVY_OZNAMOVATELOVI_TEXTS = {
  nadpis: 'Správy oznamovateľovi',
  odoslane: 'Odoslané',
  predmet: 'Predmet',
  ziadna: 'Oznamovateľovi zatiaľ nebola poslaná žiadna správa.',
  odhlaseny: 'Oznamovateľ odhlásil ďalšie správy o tomto hlásení.',
} as const;

/** What the reporter of a web notification was sent, and when (the e-mails of 'Stav hlásenia'). */
export function SpravyOznamovatelovi({ o }: { o: Pick<OznamenieDetail, 'spravyOznamovatelovi' | 'oznamovatelOdhlaseny'> }) {
  const T = SPRAVY_OZNAMOVATELOVI_TEXTS;
  if (!o.spravyOznamovatelovi) return null;
  return (
    <section aria-labelledby="spravy-oznamovatelovi" className="govuk-!-margin-top-6" data-testid="spravy-oznamovatelovi">
      <h2 className="govuk-heading-m" id="spravy-oznamovatelovi">
        {T.nadpis}
      </h2>
      {o.oznamovatelOdhlaseny && <div className="govuk-inset-text">{T.odhlaseny}</div>}
      {o.spravyOznamovatelovi.length === 0 ? (
        <p className="govuk-body">{T.ziadna}</p>
      ) : (
        <table className="govuk-table">
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                {T.odoslane}
              </th>
              <th scope="col" className="govuk-table__header">
                {T.predmet}
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {o.spravyOznamovatelovi.map((s) => (
              <tr className="govuk-table__row" key={`${s.odoslane}-${s.typ}`}>
                <td className="govuk-table__cell">{formatTimestampSk(s.odoslane) ?? s.odoslane}</td>
                <td className="govuk-table__cell">{s.predmet}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
