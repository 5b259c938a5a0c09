/**
 * Dates and times shown in a reader's time zone (the 'Export do PDF' of a damage event carries the
 * browser's zone, spec part 2 §2). Instants (ISO with Z or an offset) are converted; wall-clock
 * values without a zone (yyyy-MM-ddTHH:mm, as staff enter them) are Slovak time and converted too;
 * date-only values are calendar days and stay as they are.
 */
import { formatDateSk, PRODUCT_TIME_ZONE } from './dates';

/** An IANA time-zone name (Europe/Bratislava, America/New_York, UTC) that this runtime knows. */
export function isTimeZone(name: string): boolean {
  // names only: letters, digits, '_', '+', '-' in '/'-separated parts – no bare offsets like '+01:00'
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: creating an Intl.DateTimeFormat costs ~50 µs, a CSV of 50,000 rows formats 200,000 times. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 50) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
};

const fields = (instant: number, timeZone: string) => {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
};

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const f = fields(instant, timeZone);
  return Date.UTC(Number(f.y), Number(f.mo) - 1, Number(f.d), Number(f.h), Number(f.mi), Number(f.s)) - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time 'yyyy-MM-ddTHH:mm' in `timeZone` → the instant (ms); the later one in an autumn hour that repeats. */
export function wallClockToInstant(local: string, timeZone: string = PRODUCT_TIME_ZONE): number {
  const asUtc = Date.parse(`${local.slice(0, 16)}:00Z`);
  const first = asUtc - offsetMs(asUtc, timeZone);
  return asUtc - offsetMs(first, timeZone);
}

/** dd.MM.yyyy HH:mm of an instant in `timeZone`. */
export function formatInstantSk(instant: number | string, timeZone: string): string {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant;
  if (Number.isNaN(t)) return '';
  const f = fields(t, timeZone);
  return `${f.d}.${f.mo}.${f.y} ${f.h}:${f.mi}`;
}

/**
 * The date (yyyy-MM-dd) or date and minute (yyyy-MM-dd-HHmm) of `now` in `timeZone`, for the name of a file
 * the reader downloads (e.g. statistiky-2026-11-23-1930.csv): it sorts by name and says the reader's day.
 */
export function fileStampInZone(now: Date, timeZone: string, withTime: boolean): string {
  const f = fields(now.getTime(), timeZone);
  return withTime ? `${f.y}-${f.mo}-${f.d}-${f.h}${f.mi}` : `${f.y}-${f.mo}-${f.d}`;
}

/**
 * A stored date or date-time as the reader in `timeZone` reads it: yyyy-MM-dd → dd.MM.yyyy;
 * yyyy-MM-ddTHH:mm (Slovak wall clock) and ISO instants → dd.MM.yyyy HH:mm in `timeZone`.
 */
export function formatDateTimeInZone(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateSk(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return formatInstantSk(wallClockToInstant(value), timeZone);
  return formatInstantSk(value, timeZone);
}
