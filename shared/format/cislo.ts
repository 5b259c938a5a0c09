/** Numbers the way the product shows them (spec part 2 §9): Slovak format with two decimals. */
/**
 * A Slovak number format with `min`–`max` decimals, built on first use and kept. Never build an Intl
 * object while a module is imported: the first one of a process loads the locale data (≈ 20 ms in a
 * fresh Node process), which every route's Lambda would pay at each cold start for a number it may
 * never format (functions/cold-start.test.ts checks it, `npm run bench:cold` measures it).
 */
const formats = new Map<string, Intl.NumberFormat>();
export function slovakNumberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  const kept = formats.get(key);
  if (kept) return kept;
  const made = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true });
  formats.set(key, made);
  return made;
}
const sk2 = () => slovakNumberFormat(2, 2);

/** 1234.5 → '1 234,50' (non-breaking space between thousands). */
export const formatCisloSk = (n: number) => sk2().format(n);

/** An amount (spec part 2 §9 'amounts with EUR'): 1234.5 → '1 234,50 EUR'. */
export const formatEurSk = (n: number) => `${sk2().format(n)} EUR`;

/** A distance in km with up to two decimals: 4.987 → '4,99', 5 → '5'. */
export const formatKmSk = (n: number) => slovakNumberFormat(0, 2).format(n);

/** For spreadsheets: 1234.5 → '1234,50' (decimal comma, no grouping, so the cell is a number). */
export const formatCisloCsv = (n: number) => n.toFixed(2).replace('.', ',');

/** '1 234,5' or '1234.5' → 1234.5; null when it is not a number. */
export function parseCisloSk(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}
