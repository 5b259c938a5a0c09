import './table-kit/table-kit.css';

/** ID-SK tag for a two-state flag: e.g. AKTÍVNY (green) / NEAKTÍVNY (grey). */
export function StatusTag({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return <strong className={`govuk-tag es-tag ${on ? 'es-tag--on' : 'govuk-tag--grey es-tag--off'}`}>{on ? onLabel : offLabel}</strong>;
}
