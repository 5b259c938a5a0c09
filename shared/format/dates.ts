/** Dates the way the product shows and checks them: Slovak time zone, dd.MM.yyyy. */
export const PRODUCT_TIME_ZONE = 'Europe/Bratislava';

// made on first use and kept: an Intl object with a time zone costs milliseconds to build (a phone's form
// render, a Lambda's import – functions/cold-start.test.ts forbids building one at import)
let isoDayFormat: Intl.DateTimeFormat | undefined;

/** Today's date (yyyy-mm-dd) in Slovakia – the reference for every 'not in the future' rule. */
export function todayIso(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  isoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return isoDayFormat.format(now);
}

/** yyyy-mm-dd → dd.MM.yyyy */
export function formatDateSk(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/**
 * dd.mm.yyyy (also d.m.yyyy, spaces allowed) or yyyy-mm-dd (what a pasted ISO date or a date
 * picker gives) → yyyy-mm-dd, or null when it is not a real date.
 */
export function parseDateSk(text: string): string | null {
  const sk = /^\s*(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})\s*$/.exec(text);
  const iso8601 = sk ? null : /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  const [d, m, y] = sk ? [sk[1], sk[2], sk[3]] : iso8601 ? [iso8601[3], iso8601[2], iso8601[1]] : [];
  if (!d || !m || !y) return null;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A local date with an optional time (yyyy-mm-dd or yyyy-mm-ddTHH:mm, e.g. the damage date) → 'dd.MM.yyyy' or 'dd.MM.yyyy HH:mm'. */
export const formatDatumCasSk = (s: string): string => (s.length > 10 ? `${formatDateSk(s.slice(0, 10))} ${s.slice(11, 16)}` : formatDateSk(s));
