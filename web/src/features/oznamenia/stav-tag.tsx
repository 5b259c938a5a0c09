import { OZNAMENIE_STAV_BADGE, OZNAMENIE_STAV_LABELS, type OznamenieStav } from '@shared/domain/oznamenie';
import '@web/components/record-header.css';
import './oznamenia.css';

/** The state badge of a notification (spec part 1 §3: primary, info, success, warning, notice, danger). */
export function StavTag({ stav }: { stav: OznamenieStav }) {
  return <strong className={`govuk-tag es-tag es-stav--${OZNAMENIE_STAV_BADGE[stav]}`}>{OZNAMENIE_STAV_LABELS[stav]}</strong>;
}
