/**
 * Loads code-list items keyed by their official code. Existing items keep their uuid (references
 * stay valid); parents are resolved by code. Used by the seed and by `npm run import:codelist`.
 *
 * All or nothing as far as the input goes: every parent reference and polygon is checked before
 * anything is written. Items are written in bounded parallel BatchWrites (a 3,600-item list takes
 * seconds); polygons go to their own records (ciselnikGeometriaRepo), never onto the item.
 */
import { mapLimit } from '../../data/batch';
import { type NewPolozka, ciselnikRepo } from '../../data/ciselnik-repo';
import { type Bbox, type CiselnikGeometria, ciselnikGeometriaRepo, GEOMETRIA_MAX_BYTES, type PolygonGeometry } from '../../data/ciselnik-geometria-repo';

/** A polygon ready to store (validated, at most GEOMETRIA_MAX_BYTES as GeoJSON text). */
export interface GeometriaInput {
  geometria: PolygonGeometry;
  bbox: Bbox;
  zjednodusena: boolean;
  tolerancia?: number;
  povodnaVelkost: number;
  velkost: number;
}

export interface PolozkaInput {
  typ: string;
  kod: string;
  label: string;
  nadradenyTyp?: string;
  nadradenyKod?: string;
  /** A set order; absent: an existing item keeps the order an administrator set, a new one takes the natural order. */
  poradie?: number;
  /** Damage-subject categories (types with `kategorie`); absent: an existing item keeps its own. */
  kategorie?: readonly string[];
  extra?: Record<string, unknown>;
  /** A polygon replaces the stored one; null removes it; absent leaves a stored polygon as it is. */
  geometria?: GeometriaInput | null;
  /** Where the item comes from, named in error messages ('riadok 5', 'objekt č. 3'). */
  zdroj?: string;
}

export interface ImportError {
  kod: string;
  message: string;
  zdroj?: string;
}

export interface ImportResult {
  written: number;
  deactivated: number;
  skipped: number;
  /** Polygons written (replaced) and removed. */
  geometrie: number;
  geometrieOdstranene: number;
  errors: ImportError[];
}

/** Items per upsertByKod call and calls in flight: 4 × 100 items ≈ 16 BatchWrites of 25 at a time. */
const CHUNK = 100;
const CONCURRENCY = 4;

const ITEM_FIELDS = new Set(['uuid', 'type', 'kod', 'label', 'nadradenaPolozkaUuid', 'aktivna', 'version', 'poradie', 'poradieNastavene', 'kategorie']);

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
  const result: ImportResult = { written: 0, deactivated: 0, skipped: 0, geometrie: 0, geometrieOdstranene: 0, errors: [] };
  const fail = (item: PolozkaInput, message: string) =>
    result.errors.push(item.zdroj ? { kod: item.kod, message, zdroj: item.zdroj } : { kod: item.kod, message });

  // Validate every parent reference and polygon before writing anything: an import is all or nothing.
  const incoming = new Set(items.map((i) => `${i.typ}#${i.kod}`));
  for (const item of items) {
    const parentKey = `${item.nadradenyTyp}#${item.nadradenyKod}`;
    if (item.nadradenyKod && !uuids.has(parentKey) && !incoming.has(parentKey)) {
      fail(item, `Nadradená položka ${item.nadradenyTyp} ${item.nadradenyKod} neexistuje.`);
    }
    if (item.geometria && item.geometria.velkost > GEOMETRIA_MAX_BYTES) {
      fail(item, `Polygón má ${item.geometria.velkost} bajtov, uložiť sa dá najviac ${GEOMETRIA_MAX_BYTES}.`);
    }
  }
  if (result.errors.length) return result;

  const importovana = new Date().toISOString();
  const geometrie: CiselnikGeometria[] = [];
  const odstranit = new Map<string, string[]>();
  // Parents first: items are written in the order given, grouped per type.
  for (const typ of [...new Set(items.map((i) => i.typ))]) {
    const ofType = items.filter((i) => i.typ === typ);
    const batch: NewPolozka[] = [];
    const written: PolozkaInput[] = [];
    for (const item of ofType) {
      if (options.onlyMissing && uuids.has(`${item.typ}#${item.kod}`)) {
        result.skipped++;
        continue;
      }
      const parent = item.nadradenyKod ? uuids.get(`${item.nadradenyTyp}#${item.nadradenyKod}`) : undefined;
      if (item.nadradenyKod && !parent) {
        fail(item, `Nadradená položka ${item.nadradenyTyp} ${item.nadradenyKod} neexistuje.`);
        continue;
      }
      batch.push({
        type: item.typ,
        kod: item.kod,
        label: item.label,
        nadradenaPolozkaUuid: parent,
        poradie: item.poradie,
        kategorie: item.kategorie,
        extra: item.extra,
      });
      written.push(item);
    }
    const chunks: NewPolozka[][] = [];
    for (let i = 0; i < batch.length; i += CHUNK) chunks.push(batch.slice(i, i + CHUNK));
    // upsertByKod assigns the uuids into `uuids` synchronously before its first await: safe in parallel
    result.written += (await mapLimit(chunks, CONCURRENCY, (chunk) => ciselnikRepo.upsertByKod(chunk, uuids))).reduce((a, b) => a + b, 0);

    for (const item of written) {
      const uuid = uuids.get(`${item.typ}#${item.kod}`) as string;
      if (item.geometria) geometrie.push({ typ, uuid, kod: item.kod, ...item.geometria, importovana });
      else if (item.geometria === null) odstranit.set(typ, [...(odstranit.get(typ) ?? []), uuid]);
    }

    if (options.deactivateMissing) {
      // Items without an official code were never imported: they are left alone.
      const present = new Set(ofType.map((i) => i.kod));
      const gone = (await ciselnikRepo.listByType(typ, { activeOnly: true })).filter((v) => v.kod && !present.has(v.kod));
      const deactivated = gone.map((v) => ({
        type: typ,
        kod: v.kod as string,
        label: v.label,
        nadradenaPolozkaUuid: v.nadradenaPolozkaUuid,
        aktivna: false,
        // keep the item's other attributes (centroid, category…)
        extra: Object.fromEntries(Object.entries(v).filter(([k]) => !ITEM_FIELDS.has(k))),
      }));
      const deactivatedChunks: NewPolozka[][] = [];
      for (let i = 0; i < deactivated.length; i += CHUNK) deactivatedChunks.push(deactivated.slice(i, i + CHUNK));
      result.deactivated += (await mapLimit(deactivatedChunks, CONCURRENCY, (chunk) => ciselnikRepo.upsertByKod(chunk, uuids))).reduce(
        (a, b) => a + b,
        0,
      );
    }
  }

  result.geometrie = await ciselnikGeometriaRepo.putMany(geometrie);
  for (const [typ, list] of odstranit) {
    await ciselnikGeometriaRepo.deleteMany(typ, list);
    result.geometrieOdstranene += list.length;
  }
  // readers that keep polygons per process (the map's point look-up) follow the type's stamp: move it once the polygons are written
  for (const typ of new Set([...geometrie.map((g) => g.typ), ...odstranit.keys()])) await ciselnikRepo.touch(typ);
  return result;
}
