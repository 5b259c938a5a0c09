import { formatDateSk } from '../../../../shared/format/dates';
import { MSU } from './skodove-udalosti-messages';

/** yyyy-MM-ddTHH:mm → dd.mm.yyyy HH:mm; a date without a time says so ('čas neuvedený'). */
export function formatDateTimeSk(value: string): string {
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  return time ? `${formatDateSk(value)} ${time}` : `${formatDateSk(value)}, ${MSU.casNeuvedeny}`;
}
