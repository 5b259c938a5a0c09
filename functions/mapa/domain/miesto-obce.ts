/**
 * The place a municipality implies: its district (the municipality's parent), the district's region,
 * and its cadastral area when the municipality has exactly one (active) – with several, the person
 * chooses. A new damaged item starts with the place of its event this way.
 */
import type { PracoviskoResponse } from '@shared/api/mapa';
import { type CiselnikPolozkaItem, ciselnikRepo } from '../../data/ciselnik-repo';

export type MiestoPolozka = NonNullable<PracoviskoResponse['okres']>;
export interface Miesto {
  obec: MiestoPolozka | null;
  okres: MiestoPolozka | null;
  kraj: MiestoPolozka | null;
  katastralneUzemie: MiestoPolozka | null;
}

export const miestoPolozka = (item: CiselnikPolozkaItem, kod?: string): MiestoPolozka => ({ uuid: item.uuid, kod: item.kod ?? kod ?? '', nazov: item.label });

/** An active item of `typ`, or null. */
export async function activeItem(typ: string, uuid: string | undefined): Promise<CiselnikPolozkaItem | null> {
  const item = uuid ? await ciselnikRepo.get(typ, uuid) : null;
  return item?.aktivna ? item : null;
}

/** The only active cadastral area of a municipality, or null (none, or several to choose from). */
export async function jedinyKataster(obecUuid: string, trustMs: number): Promise<MiestoPolozka | null> {
  const ku = (await ciselnikRepo.listByType('KATASTRALNE_UZEMIE', { activeOnly: true, trustMs })).filter((k) => k.nadradenaPolozkaUuid === obecUuid);
  return ku.length === 1 ? miestoPolozka(ku[0]) : null;
}

export async function miestoObce(o: { obecId: string; trustMs: number }): Promise<Miesto> {
  const obec = await activeItem('OBEC', o.obecId);
  if (!obec) return { obec: null, okres: null, kraj: null, katastralneUzemie: null };
  const okres = await activeItem('OKRES', obec.nadradenaPolozkaUuid);
  const [kraj, katastralneUzemie] = await Promise.all([activeItem('KRAJ', okres?.nadradenaPolozkaUuid), jedinyKataster(obec.uuid, o.trustMs)]);
  return { obec: miestoPolozka(obec), okres: okres ? miestoPolozka(okres) : null, kraj: kraj ? miestoPolozka(kraj) : null, katastralneUzemie };
}
