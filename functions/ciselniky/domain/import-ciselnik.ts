/**
 * Loads code-list items keyed by their official code. Existing items keep their uuid (references
 * stay valid); parents are resolved by code. Used by the seed and by `npm run import:codelist`.
 */
import { type NewPolozka, ciselnikRepo } from '../../data/ciselnik-repo';

export interface PolozkaInput {
  typ: string;
  kod: string;
  label: string;
  nadradenyTyp?: string;
  nadradenyKod?: string;
  extra?: Record<string, unknown>;
}

export interface ImportResult {
  written: number;
  deactivated: number;
  skipped: number;
  errors: { kod: string; message: string }[];
}

export async function importCiselnik(
  items: readonly PolozkaInput[],
  options: {
    onlyMissing: boolean;
    /** Full-list import: items of the imported types that the input no longer has become inactive (kept for references). */
    deactivateMissing?: boolean;
  },
): Promise<ImportResult> {
  const types = [...new Set(items.flatMap((i) => [i.typ, i.nadradenyTyp].filter(Boolean) as string[]))];
  const uuids = await ciselnikRepo.uuidsByKod(types);
  const result: ImportResult = { written: 0, deactivated: 0, skipped: 0, errors: [] };
  // Validate every parent reference before writing anything: an import is all or nothing.
  const incoming = new Set(items.map((i) => `${i.typ}#${i.kod}`));
  for (const item of items) {
    if (item.nadradenyKod && !uuids.has(`${item.nadradenyTyp}#${item.nadradenyKod}`) && !incoming.has(`${item.nadradenyTyp}#${item.nadradenyKod}`)) {
      result.errors.push({ kod: item.kod, message: `Nadradená položka ${item.nadradenyTyp} ${item.nadradenyKod} neexistuje.` });
    }
  }
  if (result.errors.length) return result;
  // Parents first: items are written in the order given, grouped per type.
  for (const typ of [...new Set(items.map((i) => i.typ))]) {
    const batch: NewPolozka[] = [];
    for (const item of items.filter((i) => i.typ === typ)) {
      if (options.onlyMissing && uuids.has(`${item.typ}#${item.kod}`)) {
        result.skipped++;
        continue;
      }
      let parent: string | undefined;
      if (item.nadradenyKod) {
        parent = uuids.get(`${item.nadradenyTyp}#${item.nadradenyKod}`);
        if (!parent) {
          result.errors.push({ kod: item.kod, message: `Nadradená položka ${item.nadradenyTyp} ${item.nadradenyKod} neexistuje.` });
          continue;
        }
      }
      batch.push({ type: item.typ, kod: item.kod, label: item.label, nadradenaPolozkaUuid: parent, extra: item.extra });
    }
    result.written += await ciselnikRepo.upsertByKod(batch, uuids);
    if (options.deactivateMissing) {
      const present = new Set(items.filter((i) => i.typ === typ).map((i) => i.kod));
      const gone = (await ciselnikRepo.listByType(typ, { activeOnly: true })).filter((v) => !v.kod || !present.has(v.kod));
      result.deactivated += await ciselnikRepo.upsertByKod(
        gone.map((v) => ({ type: typ, kod: v.kod ?? v.uuid, label: v.label, nadradenaPolozkaUuid: v.nadradenaPolozkaUuid, aktivna: false })),
        uuids,
      );
    }
  }
  return result;
}
