/**
 * Date and time of a damage event (spec part 2 §5): the date as dd.mm.rrrr text and the time from a
 * select in 15-minute steps (HH:mm). For today the last time offered is the current time (rounded down
 * to its step), for earlier days 23:45; a time later than that is cut back to the maximum when the date
 * changes. The time may stay empty ('čas neuvedený').
 */
import { nowLocalIso } from '@shared/api/skodove-udalosti';
import { parseDateSk } from '@shared/format/dates';
import { describedBy, ErrorMessage, Hint } from '@web/components/form/field';
import { COMMON_TEXTS } from '@web/texts';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';

/** HH:mm of every 15-minute step of a day. */
export const CASY_15_MIN: readonly string[] = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

/** The latest time allowed on `datumIso` (yyyy-MM-dd): today the current time rounded down to 15 minutes, else 23:45. */
export function maxCas(datumIso: string | null, now: Date = new Date()): string {
  const teraz = nowLocalIso(now);
  if (datumIso !== teraz.slice(0, 10)) return '23:45';
  const [h, m] = teraz.slice(11, 16).split(':').map(Number);
  return `${String(h).padStart(2, '0')}:${String(Math.floor(m / 15) * 15).padStart(2, '0')}`;
}

/** The time cut back to the maximum of the date (an empty time stays empty). */
export function orezatCas(datumText: string, cas: string, now: Date = new Date()): string {
  if (!cas) return cas;
  const max = maxCas(parseDateSk(datumText), now);
  return cas > max ? max : cas;
}

export interface DatumCas {
  datum: string;
  cas: string;
}

export function DatumCasInput({
  id,
  legend,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  legend: string;
  value: DatumCas;
  onChange: (v: DatumCas) => void;
  disabled?: boolean;
  error?: string;
}) {
  const max = maxCas(parseDateSk(value.datum));
  const casy = CASY_15_MIN.filter((c) => c <= max);
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <fieldset className="govuk-fieldset" aria-describedby={describedBy(id, COMMON_TEXTS.dateHint, error)} disabled={disabled}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
        <Hint id={id}>{SKODOVA_UDALOST_DETAIL_TEXTS.datumCasHint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className="govuk-date-input es-datum-cas">
          <div className="govuk-date-input__item">
            <div className="govuk-form-group">
              <label className="govuk-label govuk-date-input__label" htmlFor={id}>
                {SKODOVA_UDALOST_DETAIL_TEXTS.datum}
              </label>
              <input
                className={`govuk-input govuk-input--width-10${error ? ' govuk-input--error' : ''}`}
                id={id}
                name={id}
                type="text"
                autoComplete="off"
                value={value.datum}
                onChange={(e) => onChange({ datum: e.target.value, cas: orezatCas(e.target.value, value.cas) })}
              />
            </div>
          </div>
          <div className="govuk-date-input__item">
            <div className="govuk-form-group">
              <label className="govuk-label govuk-date-input__label" htmlFor={`${id}-cas`}>
                {SKODOVA_UDALOST_DETAIL_TEXTS.cas}
              </label>
              <select
                className={`govuk-select${error ? ' govuk-select--error' : ''}`}
                id={`${id}-cas`}
                name={`${id}-cas`}
                value={value.cas}
                onChange={(e) => onChange({ ...value, cas: e.target.value })}
              >
                <option value="">{SKODOVA_UDALOST_DETAIL_TEXTS.casNeuvedeny}</option>
                {casy.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
                {/* a stored time beyond today's maximum stays visible until it is cut back */}
                {value.cas && !casy.includes(value.cas) ? <option value={value.cas}>{value.cas}</option> : null}
              </select>
            </div>
          </div>
        </div>
      </fieldset>
    </div>
  );
}
