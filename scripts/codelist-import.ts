/** Municipality (OBEC) import from CSV: validated as a whole, written only when every row is valid. */
import { importCiselnik, type ImportResult } from '../functions/ciselniky/domain/import-ciselnik';
import { parseObecCsv } from './seed/codelist-csv';

export const IMPORTABLE_TYPES = ['OBEC'] as const;

export async function importObecCsv(text: string): Promise<ImportResult & { rows: number; csvErrors: { line: number; message: string }[] }> {
  const parsed = parseObecCsv(text);
  if (parsed.errors.length) return { rows: parsed.rows.length, csvErrors: parsed.errors, written: 0, deactivated: 0, skipped: 0, errors: [] };
  const result = await importCiselnik(
    parsed.rows.map((r) => ({
      typ: 'OBEC',
      kod: r.kod,
      label: r.label,
      nadradenyTyp: 'OKRES',
      nadradenyKod: r.okresKod,
      extra: { lon: r.lon, lat: r.lat },
    })),
    { onlyMissing: false, deactivateMissing: true },
  );
  return { ...result, rows: parsed.rows.length, csvErrors: [] };
}
