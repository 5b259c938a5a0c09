import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { informovatOznamovatela } from '../../common/spravy-oznamovatelovi';
import { fieldErrors } from '../../lib/errors';
import { notifyPracovisko } from './notifications';
import { assertAction, loadOznamenie, write } from './oznamenie-write';

/** PUT /oznamenie/{id}/assign: NOVE_WEB or ROZPRACOVANE → PRIRADENE; needs a workplace. */
export async function assignOznamenie(uuid: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'assign');
  const missing = [
    ...(o.typSkody ? [] : [{ fieldName: 'typSkody', message: OZNAMENIE_MSG.typSkodyPovinny }]),
    ...(o.uzemnePrislusnePracoviskoId ? [] : [{ fieldName: 'uzemnePrislusnePracovisko', message: OZNAMENIE_MSG.pracoviskoPovinne }]),
  ];
  if (missing.length) throw fieldErrors(missing);
  const saved = await write({ ...o, stav: 'PRIRADENE' }, o.version, []);
  await notifyPracovisko(saved, 'priradene');
  await informovatOznamovatela(saved.uuid, 'PRIRADENE', { pracoviskoId: saved.uzemnePrislusnePracoviskoId });
}
