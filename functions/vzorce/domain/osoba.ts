import type { CennikOsoba } from '@functions/data/cennik-repo';

/** Who makes a change, as the price lists and formulas record it. */
export const osobaVolajuceho = (caller: { pouzivatel?: { uuid: string; meno: string; priezvisko: string } | null } | null | undefined): CennikOsoba | undefined => {
  const p = caller?.pouzivatel;
  return p ? { uuid: p.uuid, meno: p.meno, priezvisko: p.priezvisko } : undefined;
};
