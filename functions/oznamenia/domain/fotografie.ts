/** Photos of a notification (spec part 1 §2 'Notification photos', §7 'Notification files'). */
import { type Fotografia, OZNAMENIE_MSG, STAVY_EDITACIA_SKODY } from '../../../shared/api/oznamenia';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { compareSk } from '../../../shared/format/collation';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { type FotografiaItem, suborRepo } from '../../data/subor-repo';
import { badRequest, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { redirect } from '../../lib/result';
import { deleteObject, presignedDownloadUrl } from '../../lib/uploads';
import { loadOznamenie } from './zmeny';

const toFotografia = (f: FotografiaItem): Fotografia => ({
  fileId: f.fileId,
  thumbnailId: f.thumbnailId,
  name: f.meno,
  dateCreated: f.datumPridania,
  datumVzniku: f.datumVzniku,
  latitude: f.lokalitaGpsSirka,
  longitude: f.lokalitaGpsDlzka,
  size: f.velkost,
});

export async function listFotografie(uuid: string): Promise<{ photoList: Fotografia[] }> {
  await loadOznamenie(uuid);
  const fotky = await suborRepo.fotografie.list('OZNAMENIE', uuid);
  fotky.sort((a, b) => (a.datumPridania < b.datumPridania ? -1 : a.datumPridania > b.datumPridania ? 1 : compareSk(a.meno, b.meno)));
  return { photoList: fotky.map(toFotografia) };
}

async function loadPhoto(uuid: string, fileId: string): Promise<FotografiaItem> {
  const f = await suborRepo.fotografie.get('OZNAMENIE', uuid, fileId.toLowerCase());
  if (!f) throw notFound('Fotografia neexistuje.');
  return f;
}

/** Original or thumbnail: a redirect to a short-lived presigned S3 URL (saved under the photo's name). */
export async function downloadFotografia(uuid: string, fileId: string, nahlad: boolean) {
  const f = await loadPhoto(uuid, fileId);
  const name = nahlad ? `nahlad-${f.meno.replace(/\.[^.]+$/, '')}.jpg` : f.meno;
  return redirect(await presignedDownloadUrl(nahlad ? f.thumbnailS3Key : f.s3Key, name));
}

/** Deletes a photo while the notification's damage data are editable (NOVE_WEB, ROZPRACOVANE, PRIRADENE). */
export async function removeFotografia(uuid: string, fileId: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  if (!STAVY_EDITACIA_SKODY.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
  const f = await loadPhoto(uuid, fileId);
  if (!(await suborRepo.fotografie.remove('OZNAMENIE', uuid, f.fileId))) throw notFound('Fotografia neexistuje.');
  const results = await Promise.allSettled([deleteObject(f.s3Key), deleteObject(f.thumbnailS3Key)]);
  for (const r of results) if (r.status === 'rejected') log.warn('photo object not deleted', { uuid, fileId, error: String(r.reason) });
}

/** GET /data-from-web/{id}: what the reporter sent, unchanged by staff edits. */
export async function dataZWebu(uuid: string) {
  const o = await loadOznamenie(uuid);
  const data = o.isFromWeb ? await oznamenieRepo.getWebData(uuid) : null;
  if (!data) throw notFound('Oznámenie nepochádza z webu.');
  return data;
}
