import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { informovatOznamovatela } from '../../common/spravy-oznamovatelovi';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { fieldError } from '../../lib/errors';
import { notifyPracovisko } from './notifications';
import { assertAction, loadOznamenie, referenceChanges, write } from './oznamenie-write';

/** PUT /oznamenie/{id}/zmenit-priradenie: another workplace for a PRIRADENE notification. */
export async function changePracovisko(uuid: string, pracoviskoId: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'zmenitPriradenie');
  const next = pracoviskoId.toLowerCase();
  if (next === o.uzemnePrislusnePracoviskoId) return;
  const org = await organizaciaRepo.get(next);
  if (org?.typ !== 'SOP' || !org.platnost) throw fieldError('uzemnePrislusnePracoviskoId', OZNAMENIE_MSG.pracoviskoNeplatne);
  const saved = await write({ ...o, uzemnePrislusnePracoviskoId: next }, o.version, referenceChanges(o.uzemnePrislusnePracoviskoId, next), 'uzemnePrislusnePracoviskoId');
  await notifyPracovisko(saved, 'priradene');
  await informovatOznamovatela(saved.uuid, 'PRIRADENE', { pracoviskoId: saved.uzemnePrislusnePracoviskoId });
}
