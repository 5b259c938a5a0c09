/**
 * The formula version a damaged item is priced with, and the sign-off shown with a stored
 * breakdown. Pricing takes the version valid on the event's damage date (like the price list);
 * the breakdown stores its number, and whoever shows it asks here whether that version has been
 * signed off since – then the proposal notice gives way to who verified it, when and against what.
 */
import { platnostDo, versionValidOn } from '@shared/domain/cennik';
import type { PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import type { Vypocet, VypocetVzorec } from '@shared/domain/vzorce/vypocet';
import type { VzorecParametre } from '@shared/domain/vzorce/vzorec';
import { type VzorecData, type VzorecVerziaItem, vzorecRepo } from '@functions/data/vzorec-repo';

/** How long pricing trusts a kept copy of the versions (as for price lists: a new version starts tomorrow at the earliest). */
export const VZOREC_TRUST_MS = 5_000;

/** The version valid on `datum` as the engine takes it; undefined before the first version (the proposal's values apply). */
export function vzorecNaDen(data: VzorecData, datum: string): { parametre: VzorecParametre; verzia: VypocetVzorec; item: VzorecVerziaItem } | undefined {
  const item = versionValidOn(data.verzie, datum);
  if (!item) return undefined;
  const doDna = platnostDo(data.verzie, data.verzie.indexOf(item));
  return { parametre: item.parametre, verzia: { cisloVerzie: item.cisloVerzie, platnostOd: item.platnostOd, ...(doDna ? { platnostDo: doDna } : {}) }, item };
}

/** The version of `kategoria` valid on `datum` (kept per process briefly, like price lists). */
export async function platnyVzorec(kategoria: PredmetSkodyKategoria, datum: string) {
  return vzorecNaDen(await vzorecRepo.load(kategoria, { trustMs: VZOREC_TRUST_MS }), datum);
}

/** A stored breakdown as shown: the sign-off of its version instead of the proposal notice, once there is one. */
export function sOverenim(v: Vypocet, data: VzorecData | undefined): Vypocet {
  const verzia = v.vzorec && data?.verzie.find((x) => x.cisloVerzie === v.vzorec?.cisloVerzie);
  if (!verzia?.overenie) return v;
  const { navrh: _, ...rest } = v;
  return { ...rest, overenie: { meno: verzia.overenie.meno, datum: verzia.overenie.datum, referencia: verzia.overenie.referencia } };
}

/** Every breakdown of a list as shown (one read of each category's versions). */
export async function vypoctySOverenim<T extends { kategoria: PredmetSkodyKategoria; vypocet: Vypocet }>(predmety: readonly T[]): Promise<T[]> {
  const kategorie = [...new Set(predmety.filter((p) => p.vypocet.vzorec).map((p) => p.kategoria))];
  const data = new Map(await Promise.all(kategorie.map(async (k) => [k, await vzorecRepo.load(k, { trustMs: VZOREC_TRUST_MS })] as const)));
  return predmety.map((p) => ({ ...p, vypocet: sOverenim(p.vypocet, data.get(p.kategoria)) }));
}
