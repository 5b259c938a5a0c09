/**
 * 'Nová šk. udalosť' on a notification (spec part 1 §4): the event created from a PRIRADENE notification.
 */
import { randomUUID } from 'node:crypto';
import { OZNAMENIE_AKCIE } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { OZNAMENIE_STAV_LABELS } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_KOD_PREFIX } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { overitOpakovanyUtok } from '../../common/opakovany-utok';
import { nextYearlyCode } from '../../data/counter';
import { skodovaUdalostGeo } from '../../data/opakovany-utok-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { oznamenieRepo } from '../../data/oznamenie-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { WriteError } from '../../data/write-error';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { notifyNovaSkodovaUdalost } from './notifications';

const OZNAMENIE_NEEXISTUJE = 'Oznámenie neexistuje.';

/**
 * POST /oznamenie/{id}/vytvorit-skodova-udalost: a PRIRADENE notification becomes V_RIESENI and a new
 * event in ROZPRACOVANA carries its data, workplace and injured party – one transaction, conditional
 * on the notification's version. A repeated call (double click, retry after a lost answer, a second
 * staff member) returns the event that already exists instead of creating a second one. Staff of
 * the workplace with `notifikaciaNovaSkodovaUdalost` get an e-mail.
 */
export async function createFromOznamenie(oznamenieUuid: string, login: string): Promise<{ uuid: string }> {
  const o = await oznamenieRepo.get(oznamenieUuid);
  if (!o) throw notFound(OZNAMENIE_NEEXISTUJE);
  if (o.skodovaUdalostId) return { uuid: o.skodovaUdalostId };
  if (!OZNAMENIE_AKCIE.vytvoritSkodovuUdalost.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
  // assigned notifications carry a type ('Priradiť' requires it); older internal ones may not
  const typSkody = o.typSkody;
  if (!typSkody) throw fieldError('typSkody', OZNAMENIE_MSG.typSkodyPovinny);

  const today = todayIso();
  const e: SkodovaUdalostItem = {
    uuid: randomUUID(),
    kod: await nextYearlyCode(SKODOVA_UDALOST_KOD_PREFIX, Number(today.slice(0, 4))),
    stav: 'ROZPRACOVANA',
    oznamenieId: o.uuid,
    oznamenieKod: o.kod,
    datumOznamenia: o.datumOznamenia,
    datumVznikuSkody: o.datumVznikuSkody,
    typSkody,
    popisSkody: o.popisSkody,
    popisLokality: o.popisLokality,
    lokalitaGpsSirka: o.lokalitaGpsSirka,
    lokalitaGpsDlzka: o.lokalitaGpsDlzka,
    obecId: o.obecId,
    uzemnePrislusnaSopId: o.uzemnePrislusnePracoviskoId,
    komisia: [],
    pocetPredmetovSkody: 0,
    poskodenyId: o.poskodenyId,
    poskodenyMeno: o.poskodenyId ? o.poskodenyMeno : undefined,
    vytvorilPouzivatel: login,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  e.stavOd = e.createdAt;
  const extra = [
    ...skodovaUdalostRepo.newItems(e),
    // the event references its workplace (the organisation cannot be deleted meanwhile), even if it became invalid since
    ...(e.uzemnePrislusnaSopId ? [organizaciaRepo.referenceChange(e.uzemnePrislusnaSopId, 1, { anyValidity: true })] : []),
    ...(e.poskodenyId ? [poskodenyRepo.vlastnikPut(e.poskodenyId, 'SKODOVA_UDALOST', e.uuid)] : []),
  ];
  try {
    await oznamenieRepo.save({ ...o, stav: 'V_RIESENI', skodovaUdalostId: e.uuid, skodovaUdalostKod: e.kod }, o.version, extra);
  } catch (err) {
    if (!(err instanceof WriteError)) throw err;
    if (err.reason === 'missing') throw notFound(OZNAMENIE_NEEXISTUJE);
    if (err.reason === 'stale') {
      // another request created the event meanwhile: answer with it
      const now = await oznamenieRepo.get(oznamenieUuid);
      if (now?.skodovaUdalostId) return { uuid: now.skodovaUdalostId };
      throw conflict();
    }
    log.warn('damage event not created: a referenced record is gone', { oznamenie: oznamenieUuid, extraIndex: err.extraIndex });
    throw fieldError('uzemnePrislusnePracovisko', OZNAMENIE_MSG.pracoviskoNeplatne);
  }
  // the event stands for the notification's case: it takes over the mark (the cluster's e-mail of the day is not sent again)
  await overitOpakovanyUtok(null, skodovaUdalostGeo(e), e.uuid);
  await notifyNovaSkodovaUdalost(e);
  return { uuid: e.uuid };
}
