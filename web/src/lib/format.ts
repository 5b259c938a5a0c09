/**
 * Date-time texts of the staff screens. Dates alone and money are formatted by shared/format (the
 * server's exports use the same), these two only by the browser.
 */
import { formatDateSk } from '@shared/format/dates';
import { COMMON_TEXTS } from '../texts';

/** yyyy-MM-ddTHH:mm → dd.mm.yyyy HH:mm; a date without a time says so ('čas neuvedený'). */
export function formatDateTimeSk(value: string): string {
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  return time ? `${formatDateSk(value)} ${time}` : `${formatDateSk(value)}, ${COMMON_TEXTS.casNeuvedeny}`;
}

/** ISO date-time → 'dd.MM.yyyy | HH:mm' in Slovak time (spec part 1 §9); null when it is not a date. */
export function formatTimestampSk(iso: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('sk-SK', {
      timeZone: 'Europe/Bratislava',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} | ${parts.hour}:${parts.minute}`;
}
