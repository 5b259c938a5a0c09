import { Link } from '@tanstack/react-router';
import type { SkodovaUdalostDetail } from '../../../../shared/api/skodove-udalosti';
import { TYP_SKODY_LABELS } from '../../../../shared/domain/oznamenie';
import { SKODOVA_UDALOST_STAV_LABELS } from '../../../../shared/domain/skodova-udalost';
import { formatDateSk } from '../../../../shared/format/dates';
import { formatGpsPairSk } from '../../../../shared/format/gps';
import { MSU } from './skodove-udalosti-messages';
import './skodove-udalosti.css';

/** yyyy-MM-ddTHH:mm → dd.mm.yyyy HH:mm; a date without a time says so ('čas neuvedený'). */
export function formatDateTimeSk(value: string): string {
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  return time ? `${formatDateSk(value)} ${time}` : `${formatDateSk(value)}, ${MSU.casNeuvedeny}`;
}

/** Read-only summary of a damage event (tab ŠK. UDALOSŤ; the editable form comes with the damage-event issue). */
export function SkodovaUdalostSummary({ su }: { su: SkodovaUdalostDetail }) {
  const gps = formatGpsPairSk(su.lokalitaGpsSirka, su.lokalitaGpsDlzka);
  const rows: [string, React.ReactNode][] = [
    [
      MSU.oznamenie,
      su.oznamenieId ? (
        <Link key="oznamenie" className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: su.oznamenieId }}>
          {su.oznamenieKod ?? su.oznamenieId}
        </Link>
      ) : (
        ''
      ),
    ],
    [MSU.stav, SKODOVA_UDALOST_STAV_LABELS[su.stav]],
    [MSU.datumOznamenia, formatDateSk(su.datumOznamenia)],
    [MSU.datumACasVznikuSkody, formatDateTimeSk(su.datumACasVznikuSkody)],
    [MSU.typSkody, TYP_SKODY_LABELS[su.typSkody]],
    [MSU.popisSkody, su.popisSkody],
    [MSU.popisLokality, su.popisLokality],
    [MSU.gps, gps],
    [MSU.sop, su.uzemnePrislusnaSop?.nazov],
    [MSU.ou, su.uzemnePrislusnyOu?.nazov],
    [MSU.poskodeny, su.hasPoskodeny ? su.poskodenyMeno : MSU.nieJePriradeny],
    [MSU.vytvoril, su.vytvorilPouzivatel],
  ];
  return (
    <dl className="govuk-summary-list">
      {rows.map(([k, v]) => (
        <div className="govuk-summary-list__row" key={k}>
          <dt className="govuk-summary-list__key">{k}</dt>
          <dd className="govuk-summary-list__value es-pre-line">{v || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
