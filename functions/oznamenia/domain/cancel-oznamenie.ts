import { assertAction, loadOznamenie, write } from './oznamenie-write';

/** PUT /oznamenie/{id}/cancel: NOVE_WEB or PRIRADENE → ZRUSENE (irreversible). */
export async function cancelOznamenie(uuid: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'cancel');
  await write({ ...o, stav: 'ZRUSENE' }, o.version, []);
}
