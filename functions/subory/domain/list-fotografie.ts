/** GET …/{id}/fotografie of any owner (response photoList). */
import type { Fotografia } from '@shared/api/subory';
import { type FotografiaItem, suborRepo } from '../../data/subor-repo';
import { listRecords, type OwnerRef } from './records';

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

export async function listFotografie(ref: OwnerRef): Promise<{ photoList: Fotografia[] }> {
  return { photoList: (await listRecords(suborRepo.fotografie, ref)).map(toFotografia) };
}
