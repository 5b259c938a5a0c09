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
  skipped: number;
  errors: { kod: string; message: string }[];
}

export async function importCiselnik(
  items: readonly PolozkaInput[],
  options: { onlyMissing: boolean },
): Promise<ImportResult> {
  const types = [...new Set(items.flatMap((i) => [i.typ, i.nadradenyTyp].filter(Boolean) as string[]))];
  const uuids = await ciselnikRepo.uuidsByKod(types);
  const result: ImportResult = { written: 0, skipped: 0, errors: [] };
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
  }
  return result;
}
