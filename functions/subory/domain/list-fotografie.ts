/** GET …/{id}/fotografie of any owner (response photoList). */
import type { Fotografia } from '@shared/api/subory';
import { type FotografiaItem, type SuborVlastnik, suborRepo } from '../../data/subor-repo';
import { loadOwner } from './owners';
import { type OwnerRef, sortRecords } from './records';

export const toFotografia = (f: FotografiaItem): Fotografia => ({
  fileId: f.fileId,
  thumbnailId: f.thumbnailId,
  name: f.meno,
  dateCreated: f.datumPridania,
  datumVzniku: f.datumVzniku,
  latitude: f.lokalitaGpsSirka,
  longitude: f.lokalitaGpsDlzka,
  size: f.velkost,
});

/**
 * The photos an owner shows: those of the owner it takes photos from (a damage event: its notification's,
 * the reporter's – read-only here, `zOznamenia`), then its own, each in list order. 404 when the owner
 * does not exist. The event's photo tab and its PDF both read this.
 */
export async function ownerFotografie(ref: OwnerRef): Promise<(FotografiaItem & { zOznamenia: boolean })[]> {
  const zdroj = (await loadOwner(ref.owner, ref.uuid)).prevzateFotografie;
  const [prevzate, vlastne] = await Promise.all([zdroj ? suborRepo.fotografie.list(zdroj.owner, zdroj.uuid) : [], suborRepo.fotografie.list(ref.owner, ref.uuid)]);
  return [...sortRecords(prevzate).map((f) => ({ ...f, zOznamenia: true })), ...sortRecords(vlastne).map((f) => ({ ...f, zOznamenia: false }))];
}

export async function listFotografie(ref: OwnerRef): Promise<{ photoList: Fotografia[] }> {
  return { photoList: (await ownerFotografie(ref)).map((f) => ({ ...toFotografia(f), ...(f.zOznamenia ? { zOznamenia: true } : {}) })) };
}

/** A photo of the owner, or of the owner it takes photos from (downloads through the event reach the report's photos). */
export async function findFotografia(owner: SuborVlastnik, uuid: string, fileId: string): Promise<(FotografiaItem & { zOznamenia: boolean }) | null> {
  const own = await suborRepo.fotografie.get(owner, uuid, fileId);
  if (own) return { ...own, zOznamenia: false };
  const zdroj = (await loadOwner(owner, uuid)).prevzateFotografie;
  const prevzata = zdroj ? await suborRepo.fotografie.get(zdroj.owner, zdroj.uuid, fileId) : null;
  return prevzata ? { ...prevzata, zOznamenia: true } : null;
}
