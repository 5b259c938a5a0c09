/**
 * 'Začať šetrenie' = POST /skodove-udalosti/{id}/vytvorit-oznamenie (spec part 2 §4, §7): ROZPRACOVANA →
 * V_SETRENI. An event without a notification gets one made from its data – an internal notification
 * in V_RIESENI (spec part 1 §4: the state of a notification whose damage event is being handled),
 * linked both ways, with the event's workplace and injured party – in the same transaction. An event
 * made from a notification keeps it. Answers the notification's uuid.
 */
import { randomUUID } from 'node:crypto';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { OZNAMENIE_KOD_PREFIX } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_PRECHODY } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { nextYearlyCode } from '../../data/counter';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import type { SkodovaUdalostItem } from '../../data/skodova-udalost-repo';
import { fieldError } from '../../lib/errors';
import type { Changed } from '../aggregate/change';
import { changeSkodovaUdalost, nowIso } from '../aggregate/change';

export async function startInvestigation({ uuid, login }: { uuid: string; login: string }): Promise<{ uuid: string }> {
  const { z, na } = SKODOVA_UDALOST_PRECHODY.zacatSetrenie;
  // one code however often a concurrent change makes the change run again
  let kod: string | undefined;
  const saved = await changeSkodovaUdalost(uuid, {
    stavy: [z],
    async apply(e) {
      // the investigation and its notification need the damage type (a new event has none until chosen)
      if (!e.typSkody) throw fieldError('typSkody', SKODOVA_UDALOST_MSG.typSkodyPovinny);
      const stavOd = nowIso();
      if (e.oznamenieId) return { next: { ...e, stav: na, stavOd } };
      // the notification is assigned to a workplace like every notification under investigation
      if (!e.uzemnePrislusnaSopId) throw fieldError('uzemnePrislusnaSopId', SKODOVA_UDALOST_MSG.sopPovinna);
      kod ??= await nextYearlyCode(OZNAMENIE_KOD_PREFIX, Number(todayIso().slice(0, 4)));
      return novaOznamenie(e, { kod, login, stavOd, na });
    },
  });
  return { uuid: saved.oznamenieId as string };
}

/** The event in state `na` with a new internal notification made from its data, both written in one transaction. */
function novaOznamenie(
  e: SkodovaUdalostItem,
  { kod, login, stavOd, na }: { kod: string; login: string; stavOd: string; na: SkodovaUdalostItem['stav'] },
): Changed {
  const o: OznamenieItem = {
    uuid: randomUUID(),
    kod,
    stav: 'V_RIESENI',
    isFromWeb: false,
    datumOznamenia: e.datumOznamenia,
    datumVznikuSkody: e.datumVznikuSkody,
    typSkody: e.typSkody,
    popisSkody: e.popisSkody,
    popisLokality: e.popisLokality,
    lokalitaGpsSirka: e.lokalitaGpsSirka,
    lokalitaGpsDlzka: e.lokalitaGpsDlzka,
    obecId: e.obecId,
    uzemnePrislusnePracoviskoId: e.uzemnePrislusnaSopId,
    vytvorilPouzivatel: login,
    skodovaUdalostId: e.uuid,
    skodovaUdalostKod: e.kod,
    poskodenyId: e.poskodenyId,
    hasPoskodeny: Boolean(e.poskodenyId),
    poskodenyMeno: e.poskodenyId ? e.poskodenyMeno : undefined,
    createdAt: stavOd,
    version: 1,
  };
  const clean = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as unknown as OznamenieItem;
  return {
    next: { ...e, stav: na, stavOd, oznamenieId: o.uuid, oznamenieKod: o.kod },
    extra: [...oznamenieRepo.createItems(clean), ...(e.poskodenyId ? [poskodenyRepo.vlastnikPut(e.poskodenyId, 'OZNAMENIE', o.uuid)] : [])],
  };
}
