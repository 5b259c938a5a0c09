import { formatDateSk } from '@shared/format/dates';
import { formatTimestampSk } from '@web/lib/format';

/** 'Osobné údaje boli anonymizované dňa …' on a record whose personal data was erased or ran out of its retention period. */
export const anonymizovaneText = (kedy: string) => `Osobné údaje boli anonymizované dňa ${kedy}.`;

/** The same sentence for a stored timestamp (or a date). */
export const anonymizovaneDna = (datum: string) => anonymizovaneText(formatTimestampSk(datum) ?? formatDateSk(datum.slice(0, 10)));

export function AnonymizovaneMark({ datum }: { datum?: string }) {
  if (!datum) return null;
  return <div className="govuk-inset-text">{anonymizovaneDna(datum)}</div>;
}
