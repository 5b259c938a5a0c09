import { randomUUID } from 'node:crypto';
import { OZNAMENIE_KOD_PREFIX } from '@shared/domain/oznamenie';
import { todayIso } from '@shared/format/dates';
import { nextYearlyCode } from '../../data/counter';
import { oznamenieRepo } from '../../data/oznamenie-repo';

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
