/** Numbers the way the product shows them (spec part 2 §9): Slovak format with two decimals. */
const sk2 = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** 1234.5 → '1 234,50' (non-breaking space between thousands). */
export const formatCisloSk = (n: number) => sk2.format(n);

/** An amount (spec part 2 §9 'amounts with EUR'): 1234.5 → '1 234,50 EUR'. */
export const formatEurSk = (n: number) => `${sk2.format(n)} EUR`;

/** For spreadsheets: 1234.5 → '1234,50' (decimal comma, no grouping, so the cell is a number). */
export const formatCisloCsv = (n: number) => n.toFixed(2).replace('.', ',');

/** '1 234,5' or '1234.5' → 1234.5; null when it is not a number. */
export function parseCisloSk(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}
