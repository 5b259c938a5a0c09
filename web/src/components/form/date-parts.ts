/** The three parts of an ID-SK date input as typed. */
export interface DateParts {
  den: string;
  mesiac: string;
  rok: string;
}

export const EMPTY_DATE: DateParts = { den: '', mesiac: '', rok: '' };

/** yyyy-mm-dd → parts (empty parts for an empty or malformed value). */
export function isoToParts(iso: string | null | undefined): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? { den: String(Number(m[3])), mesiac: String(Number(m[2])), rok: m[1] } : EMPTY_DATE;
}

/**
 * parts → yyyy-mm-dd. '' when all parts are empty (no date), null when the parts are not a real
 * calendar date (31.2., a two-digit year, letters).
 */
export function partsToIso(p: DateParts): string | null {
  const den = p.den.trim();
  const mesiac = p.mesiac.trim();
  const rok = p.rok.trim();
  if (!den && !mesiac && !rok) return '';
  if (!/^\d{1,2}$/.test(den) || !/^\d{1,2}$/.test(mesiac) || !/^\d{4}$/.test(rok)) return null;
  const iso = `${rok}-${mesiac.padStart(2, '0')}-${den.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
