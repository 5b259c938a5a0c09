/**
 * Staff changes of a notification (spec part 1 §4 Notification): create, the automatic save of the
 * form with the per-state field rules, and the actions per state (assign, cancel, discard, change
 * assignment). Every write is conditional on the loaded version (stale → 409) and keeps the
 * organisation reference count in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  OZNAMENIE_AKCIE,
  OZNAMENIE_MSG,
  POLIA_SKODY,
  STAVY_EDITACIA_KONTAKTU,
  STAVY_EDITACIA_PRACOVISKA,
  STAVY_EDITACIA_SKODY,
} from '@shared/api/oznamenia';
import type * as z from 'zod/mini';
import type { oznamenieUpdateBody } from '@shared/api/oznamenia';
import { OZNAMENIE_KOD_PREFIX, OZNAMENIE_STAV_LABELS, type OznamenieStav } from '@shared/domain/oznamenie';
import { todayIso } from '@shared/format/dates';
import { nextYearlyCode } from '../../data/counter';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import type { TransactItem } from '../../data/transaction';
import { badRequest, conflict, fieldError, fieldErrors, notFound } from '../../lib/errors';
import { deleteOwnerFiles } from '../../subory/domain/delete-owner-files';
import { notifyPracovisko } from './notifications';
import { WriteError } from '../../data/write-error';

type Update = z.output<typeof oznamenieUpdateBody>;

export async function loadOznamenie(uuid: string): Promise<OznamenieItem> {
  const o = await oznamenieRepo.get(uuid);
  if (!o) throw notFound('Oznámenie neexistuje.');
  return o;
}

function assertAction(o: OznamenieItem, akcia: keyof typeof OZNAMENIE_AKCIE) {
  if (!OZNAMENIE_AKCIE[akcia].includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
}

/** Organisation reference changes when the workplace moves from `before` to `after`. */
function referenceChanges(before: string | undefined, after: string | undefined): TransactItem[] {
  if (before === after) return [];
  return [
    ...(after ? [organizaciaRepo.referenceChange(after, 1)] : []),
    ...(before ? [organizaciaRepo.referenceChange(before, -1)] : []),
  ];
}

async function write(next: OznamenieItem, expectedVersion: number, extra: TransactItem[], fieldName = 'uzemnePrislusnePracovisko'): Promise<OznamenieItem> {
  try {
    return await oznamenieRepo.save(next, expectedVersion, extra);
  } catch (err) {
    if (err instanceof WriteError) {
      if (err.reason === 'missing') throw notFound('Oznámenie neexistuje.');
      if (err.reason === 'stale') throw conflict();
      throw fieldError(fieldName, OZNAMENIE_MSG.pracoviskoNeplatne);
    }
    throw err;
  }
}

/** POST /oznamenia/create: a new internal notification in ROZPRACOVANE, dated today. */
export async function createOznamenie(login: string): Promise<{ uuid: string }> {
  const today = todayIso();
  const uuid = randomUUID();
  await oznamenieRepo.create({
    uuid,
    kod: await nextYearlyCode(OZNAMENIE_KOD_PREFIX, Number(today.slice(0, 4))),
    stav: 'ROZPRACOVANE',
    isFromWeb: false,
    datumOznamenia: today,
    datumVznikuSkody: today,
    // no damage type until staff choose one (never a guessed default); 'Priradiť' requires it
    vytvorilPouzivatel: login,
    hasPoskodeny: false,
    createdAt: new Date().toISOString(),
    version: 1,
  });
  return { uuid };
}

const emptyToUndefined = <T>(v: T | null | undefined | ''): T | undefined => (v === null || v === '' ? undefined : (v ?? undefined));

/**
 * PUT /oznamenie/{id}: saves the form. A field that differs from the stored value while the state
 * locks it → 400 naming the field; nothing is written then.
 */
export async function updateOznamenie(uuid: string, body: Update): Promise<OznamenieItem> {
  const o = await loadOznamenie(uuid);
  const next: OznamenieItem = {
    ...o,
    datumOznamenia: body.datumOznamenia,
    datumVznikuSkody: body.datumVznikuSkody,
    typSkody: emptyToUndefined(body.typSkody),
    popisSkody: emptyToUndefined(body.popisSkody),
    popisLokality: emptyToUndefined(body.popisLokality),
    lokalitaGpsSirka: emptyToUndefined(body.lokalitaGpsSirka),
    lokalitaGpsDlzka: emptyToUndefined(body.lokalitaGpsDlzka),
    doplnkoveKontaktneInformacie: emptyToUndefined(body.doplnkoveKontaktneInformacie),
    uzemnePrislusnePracoviskoId: body.uzemnePrislusnePracovisko === undefined ? o.uzemnePrislusnePracoviskoId : emptyToUndefined(body.uzemnePrislusnePracovisko)?.toLowerCase(),
  };
  const locked = lockedChanges(o, next);
  if (locked.length) throw fieldErrors(locked.map((fieldName) => ({ fieldName, message: OZNAMENIE_MSG.poleUzamknute(OZNAMENIE_STAV_LABELS[o.stav]) })));
  if (body.version !== o.version) throw conflict();
  const pracovisko = next.uzemnePrislusnePracoviskoId;
  if (pracovisko && pracovisko !== o.uzemnePrislusnePracoviskoId) {
    const org = await organizaciaRepo.get(pracovisko);
    if (org?.typ !== 'SOP' || !org.platnost) throw fieldError('uzemnePrislusnePracovisko', OZNAMENIE_MSG.pracoviskoNeplatne);
  }
  return write(next, body.version, referenceChanges(o.uzemnePrislusnePracoviskoId, next.uzemnePrislusnePracoviskoId));
}

/** Names of the fields that differ between `before` and `after` although the state of `before` locks them. */
export function lockedChanges(before: OznamenieItem, after: OznamenieItem): string[] {
  const stav: OznamenieStav = before.stav;
  const out: string[] = [];
  if (!STAVY_EDITACIA_SKODY.includes(stav)) for (const f of POLIA_SKODY) if (before[f] !== after[f]) out.push(f);
  if (!STAVY_EDITACIA_KONTAKTU.includes(stav) && before.doplnkoveKontaktneInformacie !== after.doplnkoveKontaktneInformacie) out.push('doplnkoveKontaktneInformacie');
  if (!STAVY_EDITACIA_PRACOVISKA.includes(stav) && before.uzemnePrislusnePracoviskoId !== after.uzemnePrislusnePracoviskoId) out.push('uzemnePrislusnePracovisko');
  return out;
}

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
}

/** PUT /oznamenie/{id}/cancel: NOVE_WEB or PRIRADENE → ZRUSENE (irreversible). */
export async function cancelOznamenie(uuid: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'cancel');
  await write({ ...o, stav: 'ZRUSENE' }, o.version, []);
}

/** DELETE /oznamenie/{id}: discards a ROZPRACOVANE notification, then its photos and attachments (records and files). */
export async function discardOznamenie(uuid: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'discard');
  try {
    await oznamenieRepo.delete(o, o.uzemnePrislusnePracoviskoId ? [organizaciaRepo.referenceChange(o.uzemnePrislusnePracoviskoId, -1)] : []);
  } catch (err) {
    if (err instanceof WriteError) throw err.reason === 'missing' ? notFound('Oznámenie neexistuje.') : conflict();
    throw err;
  }
  await deleteOwnerFiles('OZNAMENIE', uuid);
}

/** PUT /oznamenie/{id}/zmenit-priradenie: another workplace for a PRIRADENE notification. */
export async function zmenitPriradenie(uuid: string, pracoviskoId: string): Promise<void> {
  const o = await loadOznamenie(uuid);
  assertAction(o, 'zmenitPriradenie');
  const next = pracoviskoId.toLowerCase();
  if (next === o.uzemnePrislusnePracoviskoId) return;
  const org = await organizaciaRepo.get(next);
  if (org?.typ !== 'SOP' || !org.platnost) throw fieldError('uzemnePrislusnePracoviskoId', OZNAMENIE_MSG.pracoviskoNeplatne);
  const saved = await write({ ...o, uzemnePrislusnePracoviskoId: next }, o.version, referenceChanges(o.uzemnePrislusnePracoviskoId, next), 'uzemnePrislusnePracoviskoId');
  await notifyPracovisko(saved, 'priradene');
}
