/**
 * GPS coordinates the Slovak way: one display format everywhere – decimal comma,
 * at most 7 decimals (≈1 cm), 'šírka; dĺžka' – and typed values accepted with a comma or a point.
 */

/** 48.7302159 → '48,7302159'; '' for no value. */
export function formatGpsSk(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return String(Number(n.toFixed(7))).replace('.', ',');
}

/** 'šírka; dĺžka' with a decimal comma, or '' when either is missing. */
export function formatGpsPairSk(sirka: number | null | undefined, dlzka: number | null | undefined): string {
  const a = formatGpsSk(sirka);
  const b = formatGpsSk(dlzka);
  return a && b ? `${a}; ${b}` : '';
}

/** '48,73' or '48.73' (spaces allowed around) → 48.73; null for an empty text, NaN for anything else. */
export function parseGpsSk(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  if (!/^[+-]?\d+([.,]\d+)?$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}
