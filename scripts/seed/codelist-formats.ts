/**
 * Input formats of `npm run import:codelist`: per code-list type the CSV columns and the GeoJSON
 * properties that carry the official code, the name, the parent's code and extra attributes.
 * docs/local-mode.md ('Other commands') documents the same table; keep them in step.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikTyp } from '@shared/domain/ciselnik';

/** Rough bounding box of Slovakia (WGS 84): every coordinate of an import must lie inside. */
export const SK_BBOX = { minLon: 16.8, maxLon: 22.6, minLat: 47.7, maxLat: 49.7 } as const;

/** Longest label of a code-list item (the data model's 'label (≤100)') and of an official code. */
export const MAX_LABEL = 100;
export const MAX_KOD = 50;

export interface CodelistFormat {
  typ: CiselnikTyp;
  /** Genitive of the item, for messages: 'Chýba kód katastrálneho územia …'. */
  genitiv: string;
  /** CSV column and default GeoJSON property of the official code. */
  code: string;
  /** Further GeoJSON property names accepted for the code (first present wins). */
  codeAliases: readonly string[];
  parent?: {
    typ: CiselnikTyp;
    genitiv: string;
    /** CSV column and GeoJSON property of the parent's official code. */
    column: string;
    required: boolean;
    /** Derives the parent code from the item's own code when the input has none (OKRES LAU 1 → KRAJ NUTS 3). */
    fromCode?: (kod: string) => string | undefined;
  };
  /** Optional text attributes kept on the item (CSV column = GeoJSON property = item attribute). */
  attributes: readonly { column: string; maxLength: number }[];
  /** Label clean-up (OKRES: the district boundaries name 'okres Brezno', the code list says 'Brezno'). */
  cleanLabel?: (label: string) => string;
  csv: boolean;
  geojson: boolean;
}

/** Accepted for the name in GeoJSON besides `name`. */
export const NAME_PROPS = ['name', 'nazov'] as const;
/** Optional representative point (both or neither); computed from the polygon when absent. */
export const LON = 'lon';
export const LAT = 'lat';

export const CODELIST_FORMATS = {
  KATASTRALNE_UZEMIE: {
    typ: 'KATASTRALNE_UZEMIE',
    genitiv: 'katastrálneho územia',
    code: 'ku_kod',
    codeAliases: ['kod', 'code'],
    parent: { typ: 'OBEC', genitiv: 'obce', column: 'obec_kod', required: true },
    attributes: [],
    csv: true,
    geojson: true,
  },
  POLOVNY_REVIR: {
    typ: 'POLOVNY_REVIR',
    genitiv: 'poľovného revíru',
    code: 'revir_kod',
    codeAliases: ['kod', 'code'],
    parent: { typ: 'OKRES', genitiv: 'okresu', column: 'okres_kod', required: false },
    attributes: [],
    csv: true,
    geojson: true,
  },
  CHRANENE_UZEMIE: {
    typ: 'CHRANENE_UZEMIE',
    genitiv: 'chráneného územia',
    code: 'uzemie_kod',
    codeAliases: ['kod', 'code'],
    attributes: [{ column: 'kategoria', maxLength: 100 }],
    csv: true,
    geojson: true,
  },
  OKRES: {
    typ: 'OKRES',
    genitiv: 'okresu',
    code: 'okres_kod',
    codeAliases: ['kod', 'code'],
    parent: {
      typ: 'KRAJ',
      genitiv: 'kraja',
      column: 'kraj_kod',
      required: true,
      // LAU 1 'SK0323' lies in NUTS 3 'SK032'
      fromCode: (kod) => (/^SK0\d{2}[0-9A-Z]$/.test(kod) ? kod.slice(0, 5) : undefined),
    },
    attributes: [],
    cleanLabel: (label) => label.replace(/^okres\s+/i, ''),
    csv: false,
    geojson: true,
  },
} as const satisfies Partial<Record<CiselnikTyp, CodelistFormat>>;

export type FormatTyp = keyof typeof CODELIST_FORMATS;
export const isFormatTyp = (s: string): s is FormatTyp => Object.hasOwn(CODELIST_FORMATS, s);

/** '16,8' – numbers in Slovak messages use a decimal comma. */
export const formatNumber = (n: number) => String(n).replace('.', ',');

/** Parses a coordinate (decimal point only); the error names the column and the bounding box. */
export function parseCoordinate(
  raw: string,
  label: string,
  min: number,
  max: number,
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  const s = raw.trim();
  if (s === '') return { error: `Chýba ${label}.` };
  // decimal point only; a decimal comma would clash with the CSV separator anyway
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return { error: `Hodnota „${s}“ v stĺpci ${label} nie je číslo.` };
  const value = Number(s);
  if (value < min || value > max) {
    return { error: `Hodnota ${formatNumber(value)} v stĺpci ${label} je mimo územia Slovenska (${formatNumber(min)} – ${formatNumber(max)}).` };
  }
  return { value };
}

export const LON_LABEL = 'lon (zemepisná dĺžka)';
export const LAT_LABEL = 'lat (zemepisná šírka)';
