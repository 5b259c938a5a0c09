/**
 * The shape of one seeded code-list item and small builders shared by the seed data modules.
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikTyp } from '@shared/domain/ciselnik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';

export interface CiselnikPolozkaSeed {
  typ: CiselnikTyp;
  /**
   * Stable code of the item within its type: the official register code where the type has one
   * (NUTS/LAU, ISO 3166, cadastral area), else an UPPER_SNAKE code that never changes once assigned.
   */
  kod: string;
  /** Slovak label (≤ 100 characters, trimmed). */
  label: string;
  /** Code of the parent item (type given by CISELNIK_DEFS[typ].parent). */
  nadradenyKod?: string;
  /** Damage-subject categories the item fits (types with `kategorie` in CISELNIK_DEFS); absent: all. */
  kategorie?: readonly PredmetSkodyKategoria[];
}

/** Items of one type from `[kod, label]` pairs. */
export const polozky = (typ: CiselnikTyp, rows: readonly (readonly [string, string])[]): CiselnikPolozkaSeed[] =>
  rows.map(([kod, label]) => ({ typ, kod, label }));

/** Items of one type from `[kod, label, nadradenyKod]` triples. */
export const podradenePolozky = (
  typ: CiselnikTyp,
  rows: readonly (readonly [string, string, string])[],
): CiselnikPolozkaSeed[] => rows.map(([kod, label, nadradenyKod]) => ({ typ, kod, label, nadradenyKod }));

/** Items of one type from `[kod, label, kategorie]` triples (types with `kategorie`). */
export const polozkyPreKategorie = (
  typ: CiselnikTyp,
  rows: readonly (readonly [string, string, readonly PredmetSkodyKategoria[]])[],
): CiselnikPolozkaSeed[] => rows.map(([kod, label, kategorie]) => ({ typ, kod, label, kategorie }));
