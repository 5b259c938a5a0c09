/**
 * The operator's import of historical data (`npm run import:historia -- file.csv`; scripts/import-historia.ts):
 * the whole file is validated against the history code lists; with any bad line nothing is written,
 * else the dataset is replaced all-or-nothing (functions/data/historia-repo.ts).
 */
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { type HistoriaZaznam, historiaRepo } from '../../data/historia-repo';
import { HISTORIA_CSV_CISELNIKY, type HistoriaCsvCiselnik, type HistoriaCsvError, parseHistoriaCsv } from './historia-csv';

export interface HistoriaImportResult {
  /** Records in the file (valid ones). */
  rows: number;
  written: number;
  /** Records of the replaced dataset (and of interrupted imports) removed. */
  removed: number;
  /** Non-empty: nothing was written. */
  errors: HistoriaCsvError[];
}

/** The history code lists (inactive items too: old records may name them). */
export async function historiaCiselniky() {
  const types = Object.values(HISTORIA_CSV_CISELNIKY);
  const lists = await Promise.all(types.map((t) => ciselnikRepo.listByType(t, { activeOnly: false })));
  return Object.fromEntries(types.map((t, i) => [t, lists[i]])) as Record<HistoriaCsvCiselnik, (typeof lists)[number]>;
}

export async function importHistoria(
  text: string,
  options: { afterChunk?: (written: number) => void | Promise<void>; today?: string } = {},
): Promise<HistoriaImportResult> {
  const parsed = parseHistoriaCsv(text, await historiaCiselniky(), options.today);
  if (parsed.errors.length) return { rows: 0, written: 0, removed: 0, errors: parsed.errors };
  return { ...(await zapisat(parsed.zaznamy, parsed.pouzite, options)), errors: [] };
}

/** Marks the referenced code-list items as used (never deleted from then on), then replaces the dataset. */
export async function zapisat(
  zaznamy: readonly HistoriaZaznam[],
  pouzite: readonly { type: string; uuid: string }[],
  options: { afterChunk?: (written: number) => void | Promise<void> } = {},
): Promise<Omit<HistoriaImportResult, 'errors'>> {
  await ciselnikRepo.markUsed(pouzite);
  const { written, removed } = await historiaRepo.nahradit(zaznamy, { afterChunk: options.afterChunk });
  return { rows: zaznamy.length, written, removed };
}
